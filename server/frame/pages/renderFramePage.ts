const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const style =
  'html,body{margin:0;background:transparent;font:14px/1.5 system-ui,sans-serif;color:#141414}#approval{box-sizing:border-box;height:100vh;padding:16px 20px;background:#fff;display:flex;flex-direction:column;gap:10px;outline:none}#approval[hidden]{display:none}h1{font-size:18px;margin:0}h2{font-size:14px;margin:0 0 4px}header p{margin:0;color:#555;font-size:13px}header strong{color:#141414;word-break:break-all}.body{flex:1;min-height:0;overflow:auto;display:flex;flex-direction:column;gap:10px}dl{margin:0;display:grid;gap:4px}dt{font-weight:600}dd{margin:0 0 8px;word-break:break-all;max-height:120px;overflow:auto}dd.warning{color:#b00020;font-weight:600}section ul{margin:0;padding:0;list-style:none}li.out{color:#b00020}li.in{color:#087f23}pre{white-space:pre-wrap;word-break:break-all;font-size:12px;max-height:160px;overflow:auto;background:#f4f4f4;padding:8px;border-radius:6px}.hint{margin:0;font-size:12px;color:#555}.hint[hidden]{display:none}.actions{display:flex;gap:8px}button:disabled{opacity:.5;cursor:not-allowed}button{flex:1;font:inherit;padding:10px;border-radius:8px;border:1px solid #767676;background:#fff;color:#141414;cursor:pointer}button.primary{background:#3b5bdb;border-color:#3b5bdb;color:#fff}button:focus-visible{outline:3px solid #111;outline-offset:2px}'

/** The frame page: the config block, the approval card's host, and the bundled endpoint. */
export function renderFramePage(config: {
  projectId: string
  rpcUrlTemplate: string
  allowedOrigins: readonly string[]
  smartAccounts?: Record<string, { entryPoint: string; accountFactory: string }>
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
