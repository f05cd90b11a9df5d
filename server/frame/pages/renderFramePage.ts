const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

// The card's colours are custom properties: light by default, dark under data-theme="dark" (set
// by SYNC_THEME), and the app's accent and background (--kp-*, opaque and readable: the kernel's
// frameThemeSchema) over both. The document's own background is the card's opaque colour whatever
// the app sends, so nothing of the host page can show through the frame. The card never shrinks
// its rows: its body scrolls, and a frame too small for the header, the largest row and the
// buttons gets the `cramped` notice instead of the body.
const style =
  ':root{--fg:#141414;--muted:#555;--card:#fff;--line:#767676;--code:#f4f4f4;--bad:#b00020;--good:#087f23;--accent:#3b5bdb;--on-accent:#fff;--focus:#111}:root[data-theme=dark]{--fg:#f1f3f5;--muted:#adb5bd;--card:#1b1b1f;--line:#868e96;--code:#2b2b31;--bad:#ff8787;--good:#69db7c;--focus:#f1f3f5}html,body{margin:0;background:var(--card);font:14px/1.5 system-ui,sans-serif;color:var(--fg)}#approval{box-sizing:border-box;height:100vh;padding:16px 20px;background:var(--kp-background,var(--card));display:flex;flex-direction:column;gap:10px;outline:none;overflow:auto}#approval>header,#approval>.hint,#approval>.notice,#approval>.actions{flex:none}#approval[hidden]{display:none}h1{font-size:18px;margin:0}h2{font-size:14px;margin:0 0 4px}header p{margin:0;color:var(--muted);font-size:13px}header strong{color:var(--fg);word-break:break-all}.body{flex:1 1 auto;min-height:0;overflow:auto;display:flex;flex-direction:column;gap:10px}.body>*{flex:none}#approval.cramped .body{display:none}dl{margin:0;display:flex;flex-direction:column;gap:12px}.row{display:grid;gap:4px}dt{font-weight:600}dd{margin:0;word-break:break-all;max-height:120px;overflow:auto}.notice{margin:0;padding:8px 12px;border:1px solid var(--line);border-radius:8px;font-size:13px}.notice p{margin:0}.notice[hidden],button[hidden]{display:none}#approval.cramped{padding:12px 16px;gap:8px}#approval.cramped header .app,#approval.cramped header .warning,#approval.cramped header .chain{display:none}.warning,dd.warning{color:var(--bad);font-weight:600}section ul{margin:0;padding:0;list-style:none}li.out{color:var(--bad)}li.in{color:var(--good)}pre{white-space:pre-wrap;word-break:break-all;font-size:12px;max-height:160px;overflow:auto;background:var(--code);padding:8px;border-radius:6px}.hint{margin:0;font-size:12px;color:var(--muted)}.hint[hidden]{display:none}.actions{display:flex;gap:8px}button:disabled{opacity:.5;cursor:not-allowed}button{flex:1;font:inherit;padding:10px;border-radius:8px;border:1px solid var(--line);background:var(--card);color:var(--fg);cursor:pointer}button.primary{background:var(--kp-accent,var(--accent));border-color:var(--kp-accent,var(--accent));color:var(--on-accent)}button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}header .app{display:flex;align-items:center;gap:6px}header .app img{width:20px;height:20px;border-radius:4px;flex:none}'

/** The frame page: the config block, the approval card's host, and the bundled endpoint. */
export function renderFramePage(config: {
  projectId: string
  rpcUrlTemplate: string
  allowedOrigins: readonly string[]
  smartAccounts?: Record<string, { entryPoint: string; accountFactory: string; delegate?: string }>
  paymasterOrigins?: readonly string[]
}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Keyport secure wallet</title><style>${style}</style><script type="application/json" id="keyport-frame-config">${json(config)}</script></head><body><main id="approval" role="dialog" aria-labelledby="approval-title" hidden></main><script type="module" src="/sdk.js"></script></body></html>`
}

/**
 * The social callback page: hands the result to the app origin the flow started from, or, for an
 * export re-login, back to the export window in this same window (never to the app).
 */
export function renderSocialCallbackPage(
  target: { appOrigin: string; purpose: 'login' | 'export' } | undefined,
) {
  const attribute = !target
    ? ''
    : target.purpose === 'export'
      ? ' data-purpose="export"'
      : ` data-app-origin="${target.appOrigin.replace(/[^A-Za-z0-9:/.[\]-]/g, '')}"`
  const text = target
    ? 'Signing you in… you can close this window.'
    : 'This login has expired or was already used. Close this window and try again.'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Keyport login</title></head><body><main id="keyport-social"${attribute}><p>${text}</p></main><script type="module" src="/social-callback.js"></script></body></html>`
}

const exportStyle =
  'body{margin:0;padding:24px;font:14px/1.5 system-ui,sans-serif;color:#141414;background:#fff}main{display:flex;flex-direction:column;gap:12px;max-width:420px}h1{font-size:18px;margin:0}h2{font-size:16px;margin:0}.warning{padding:12px;border-radius:8px;background:#fff4e5;border:1px solid #b35c00}.error{color:#b00020}form{display:flex;flex-direction:column;gap:8px}input{font:inherit;padding:8px;border:1px solid #767676;border-radius:8px}code{word-break:break-all;padding:12px;border-radius:8px;background:#f1f3f5;user-select:all}svg{align-self:center;background:#fff}button{font:inherit;padding:10px;border-radius:8px;border:1px solid #3b5bdb;background:#3b5bdb;color:#fff;cursor:pointer}button:focus-visible,input:focus-visible{outline:3px solid #111;outline-offset:2px}'

/** The export window: the app origin it may tell, and the bundled export script. */
export function renderExportPage(config: {
  appOrigin: string | undefined
  projectId: string
  providers?: readonly string[]
  /** A Farcaster relay is configured: the window offers "Continue with Farcaster". @default false */
  farcaster?: boolean
}) {
  const clean = (value: string) => value.replace(/[^A-Za-z0-9:/.[\]_-]/g, '')
  const origin = config.appOrigin ? ` data-app-origin="${clean(config.appOrigin)}"` : ''
  const providers = (config.providers ?? []).map(clean).join(' ')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Export wallet · Keyport</title><style>${exportStyle}</style></head><body><main id="keyport-export"${origin} data-project-id="${clean(config.projectId)}" data-providers="${providers}"${config.farcaster ? ' data-farcaster="on"' : ''}></main><script type="module" src="/export-wallet.js"></script></body></html>`
}
