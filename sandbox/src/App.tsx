import { type Kernel, KeyportError } from '@keyport/kernel'
import { ConnectButton, createKeyport, KeyportProvider } from '@keyport/kernel/react'
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react'
import { ConnectedButtons } from './ConnectedButtons'
import { DevInbox } from './DevInbox'
import { hostOptions } from './hostOptions'
import { pluginCatalog } from './pluginCatalog'
import { SettingsPanel } from './SettingsPanel'
import { SiwxStatus } from './SiwxStatus'
import { SolanaWalletActions } from './SolanaWalletActions'
import { useSettings } from './useSettings'

// The session-key demo brings viem's account abstraction: loaded only with `smartSessions` on.
const SessionKeyActions = lazy(() =>
  import('./SessionKeyActions').then((module) => ({ default: module.SessionKeyActions })),
)

import { WalletActions } from './WalletActions'

/** The host app: a Connect button, the settings panel, and what went wrong if setup failed. */
export function App() {
  const { settings, problems, update } = useSettings()
  const result = useMemo(() => {
    try {
      const keyport = createKeyport({
        ...hostOptions(settings, location.origin),
        plugins: settings.plugins.flatMap((id) => pluginCatalog[id]?.(settings) ?? []),
      })
      return { keyport, error: undefined }
    } catch (error) {
      return {
        keyport: undefined,
        error: error instanceof KeyportError ? error : new KeyportError(String(error)),
      }
    }
  }, [settings])
  // Dispose the previous instance when settings replace it (not on effect cleanup, which
  // StrictMode runs while the instance is still in use).
  const previous = useRef<Kernel | undefined>(undefined)
  useEffect(() => {
    const old = previous.current
    previous.current = result.keyport
    if (old && old !== result.keyport) void old.dispose()
  }, [result])
  useEffect(() => {
    document.documentElement.dataset.theme = settings.theme
  }, [settings.theme])

  return (
    <main className="page">
      <header className="page-header">
        <h1>Keyport sandbox</h1>
        {result.keyport ? (
          <KeyportProvider keyport={result.keyport}>
            <ConnectButton />
            {result.keyport.plugins.includes('connect') ? (
              <>
                <ConnectedButtons />
                <WalletActions />
                <SolanaWalletActions />
                {settings.flags.smartSessions ? (
                  <Suspense fallback={null}>
                    <SessionKeyActions />
                  </Suspense>
                ) : null}
              </>
            ) : null}
            {result.keyport.plugins.includes('siwx') ? <SiwxStatus /> : null}
          </KeyportProvider>
        ) : null}
      </header>
      {problems.length > 0 ? (
        <div className="problems" role="alert">
          <p>Some settings in the link were ignored:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.error ? (
        <div className="problems" role="alert">
          <p>Keyport could not start: {result.error.shortMessage}</p>
          {result.error.details ? <p>{result.error.details}</p> : null}
        </div>
      ) : null}
      <p className="siwx-note">
        SIWX mode: <strong>{settings.siwx}</strong>
      </p>
      <SettingsPanel settings={settings} onChange={update} />
      {settings.plugins.includes('email-social') ? <DevInbox /> : null}
    </main>
  )
}
