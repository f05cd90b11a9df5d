// The page the provider sends a social login back to. Its URL carries the provider's code and
// state, which finish a login: they go only to windows of this same origin, never to the app.
// - A login the app's popup started: the URL goes to the Keyport frames inside the window that
//   opened this popup, and only the frame that started this very login (it holds the state in its
//   memory) takes it, finishes the login on its own device key and tells this page when it is done.
//   A login some other party started (say, a script on the app's page that pointed the popup at a
//   flow its server began) has no such frame, so it is used by nobody.
// - A re-login the export window started (the server renders data-purpose="export"): the result
//   goes back to the export page in this same window, in the URL fragment (never sent to a server).
import { SOCIAL_DONE_CHANNEL, SOCIAL_RESULT_CHANNEL, SOCIAL_TAKEN_CHANNEL } from './socialFlow.ts'

/** How long a frame has to say it takes the result before the page says nobody did. */
const TAKE_WAIT_MS = 4000
/** How many windows deep, and how many in all, the search for the frame goes. */
const MAX_DEPTH = 3
const MAX_WINDOWS = 64

const root = document.getElementById('keyport-social')
const text = root?.querySelector('p')
const say = (message: string) => {
  if (text) text.textContent = message
}

/** The windows framed inside `top` (cross-origin windows still list their frames). */
function framesOf(top: Window): Window[] {
  const found: Window[] = []
  const walk = (win: Window, depth: number) => {
    let count = 0
    try {
      count = win.frames.length
    } catch {
      return
    }
    for (let index = 0; index < count && found.length < MAX_WINDOWS; index++) {
      const child = win.frames[index]
      if (!child) continue
      found.push(child)
      if (depth < MAX_DEPTH) walk(child, depth + 1)
    }
  }
  walk(top, 1)
  return found
}

if (root?.dataset.purpose === 'export') {
  let search = ''
  try {
    search = sessionStorage.getItem('keyport-export:return') ?? ''
    sessionStorage.removeItem('keyport-export:return')
  } catch {}
  if (!/^\?[A-Za-z0-9_.~%&=+-]*$/.test(search)) search = ''
  location.replace(`/export${search}#social=${encodeURIComponent(location.href)}`)
} else if (root?.dataset.appOrigin) {
  const resultUri = location.href
  // The code leaves the address bar and the history at once.
  history.replaceState(null, '', location.pathname)
  const opener = window.opener as Window | null
  const frames = opener ? framesOf(opener) : []
  let taken = false
  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin) return
    const channel = (event.data as { channel?: unknown } | null)?.channel
    if (channel === SOCIAL_TAKEN_CHANNEL) {
      taken = true
      say('Signing you in… this window closes by itself.')
    } else if (channel === SOCIAL_DONE_CHANNEL) {
      say('You are signed in. You can close this window.')
      window.close()
    }
  })
  for (const frame of frames)
    frame.postMessage({ channel: SOCIAL_RESULT_CHANNEL, resultUri }, location.origin)
  setTimeout(() => {
    if (!taken)
      say(
        'This login was not started by the Keyport wallet of the app that opened this window, so it was not used. Close this window and sign in again from the app.',
      )
  }, TAKE_WAIT_MS)
}
