import { escapeHtml } from '../../api/onramp/escapeHtml.ts'

const style =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:420px;margin:64px auto;padding:0 16px;color:#141414}button{font:inherit;padding:10px 20px;border:0;border-radius:8px;background:#3b5bdb;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #111;outline-offset:2px}'

/**
 * The device approval page: a form with one button (mail scanners that open links must not
 * approve devices), then the confirmation.
 */
export function renderDevicePage({
  token,
  approvedFor,
  action = '/device/approve',
}: {
  token?: string
  approvedFor?: string
  /** Where the form posts: this service's link, or the recovery custodian's. @default '/device/approve' */
  action?: string
}) {
  const body = approvedFor
    ? `<h1>Device approved</h1><p>${escapeHtml(approvedFor)} can now finish signing in. Go back to the app and enter the code we emailed you.</p>`
    : `<h1>Approve new device</h1><p>Someone is signing in to your Keyport wallet from a new device. Approve only if it is you.</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(token ?? '')}"><button type="submit">Approve device</button></form>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Keyport: approve device</title><style>${style}</style></head><body><main>${body}</main></body></html>`
}
