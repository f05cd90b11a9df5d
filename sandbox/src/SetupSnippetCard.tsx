import { CheckIcon, CopyIcon } from '@keyport/kernel/icons'
import { useMemo, useState } from 'react'
import { highlightTs } from './highlightTs'
import type { SandboxSettings } from './settings'
import { setupSnippet } from './setupSnippet'

/** "Copy this setup": the `createKeyport` call for the current settings, with a Copy button. */
export function SetupSnippetCard({ settings }: { settings: SandboxSettings }) {
  const source = useMemo(() => setupSnippet(settings, location.origin), [settings])
  // What was copied, or failed to be: a change of settings makes the button say Copy again.
  const [copy, setCopy] = useState<{ source: string; ok: boolean }>()
  const copied = copy?.source === source ? (copy.ok ? 'yes' : 'failed') : undefined
  const write = () =>
    navigator.clipboard.writeText(source).then(
      () => setCopy({ source, ok: true }),
      () => setCopy({ source, ok: false }),
    )
  return (
    <section className="card snippet-card" aria-labelledby="setup-title">
      <div className="card-head">
        <div>
          <h2 className="card-title" id="setup-title">
            Copy this setup
          </h2>
          <p className="card-summary">
            The <code>createKeyport</code> call that reproduces these settings in your app.
          </p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void write()}>
          {copied === 'yes' ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          {copied === 'yes' ? 'Copied' : 'Copy setup'}
        </button>
      </div>
      {/* Focusable so a keyboard can scroll it sideways at narrow widths. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
      <pre className="snippet" tabIndex={0}>
        <code>{highlightTs(source)}</code>
      </pre>
      <p className="visually-hidden" aria-live="polite">
        {copied === 'yes'
          ? 'Setup copied to the clipboard'
          : copied === 'failed'
            ? 'The browser refused the clipboard: select the code and copy it'
            : ''}
      </p>
    </section>
  )
}
