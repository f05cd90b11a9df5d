import { type Kernel, KeyportError } from '@keyport/kernel'
import { ConnectButton, createKeyport, KeyportProvider } from '@keyport/kernel/react'
import { useEffect, useMemo, useRef } from 'react'
import { ConnectedButtons } from './ConnectedButtons'
import { DevInbox } from './DevInbox'
import { hostOptions } from './hostOptions'
import { KeyportLogo } from './KeyportLogo'
import { pluginCatalog } from './pluginCatalog'
import { SettingsPanel } from './SettingsPanel'
import { SetupProblems } from './SetupProblems'
import { SetupSnippetCard } from './SetupSnippetCard'
import type { SandboxSettings } from './settings'
import { useSettings } from './useSettings'
import { WalletCard } from './WalletCard'
import { WalletOffCard } from './WalletOffCard'

type KeyportResult = { keyport: Kernel | undefined; error: KeyportError | undefined }

// One instance per settings: StrictMode calls a useMemo function twice in development, and a
// second createKeyport would start a second kernel beside the first (a second reconnect, a
// second WalletConnect client on the same storage, a second frame), never disposed.
const created = new WeakMap<SandboxSettings, KeyportResult>()

function createFor(settings: SandboxSettings): KeyportResult {
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
}

function useKeyport(settings: SandboxSettings) {
  const result = useMemo(() => {
    let result = created.get(settings)
    if (!result) {
      result = createFor(settings)
      created.set(settings, result)
    }
    return result
  }, [settings])
  // Dispose the previous instance when settings replace it (not on effect cleanup, which
  // StrictMode runs while the instance is still in use).
  const previous = useRef<Kernel | undefined>(undefined)
  useEffect(() => {
    const old = previous.current
    previous.current = result.keyport
    if (old && old !== result.keyport) void old.dispose()
  }, [result])
  return result
}

/**
 * The host app: a header with the Connect button, the wallet card, the settings panel, the
 * `createKeyport` call for the current settings and the dev inbox.
 */
export function App() {
  const { settings, problems, update } = useSettings()
  const { keyport, error } = useKeyport(settings)
  useEffect(() => {
    document.documentElement.dataset.theme = settings.theme
  }, [settings.theme])

  const connect = keyport?.plugins.includes('connect') ?? false
  const page = (
    <div className="sandbox">
      <header className="site-header">
        <div className="site-header-inner">
          <KeyportLogo />
          <div className="site-header-actions">
            {keyport ? <ConnectButton /> : null}
            {connect ? <ConnectedButtons /> : null}
          </div>
        </div>
      </header>
      <main className="page">
        <div className="intro">
          <h1>Keyport sandbox</h1>
          <p>
            The modal against the local stack: pick plugins, flags, theme and language, connect, and
            copy the setup into your app.
          </p>
        </div>
        <SetupProblems problems={problems} error={error} />
        {/* One grid: on a wide screen the settings sit beside the cards, on a narrow one
            between the wallet and the snippet (the order a reader needs them). */}
        <div className="layout">
          {connect ? (
            <WalletCard
              sessionKeys={Boolean(settings.flags.smartSessions)}
              siwx={keyport?.plugins.includes('siwx') ?? false}
            />
          ) : (
            <WalletOffCard />
          )}
          <SettingsPanel settings={settings} onChange={update} />
          <SetupSnippetCard settings={settings} />
          {settings.plugins.includes('email-social') ? <DevInbox /> : null}
        </div>
      </main>
    </div>
  )
  return keyport ? <KeyportProvider keyport={keyport}>{page}</KeyportProvider> : page
}
