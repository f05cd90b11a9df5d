// The page the provider sends a social login back to. For the app's login popup it hands its URL
// (code and state) to the app window that opened it, at the exact app origin the flow started
// from, and closes. For a re-login the export window started (the server renders
// data-purpose="export"), the result goes back to the export page in this same window, in the
// URL fragment (never sent to a server), and nothing is posted to any other window.
const root = document.getElementById('keyport-social')
const appOrigin = root?.dataset.appOrigin
if (root?.dataset.purpose === 'export') {
  let search = ''
  try {
    search = sessionStorage.getItem('keyport-export:return') ?? ''
    sessionStorage.removeItem('keyport-export:return')
  } catch {}
  if (!/^\?[A-Za-z0-9_.~%&=+-]*$/.test(search)) search = ''
  location.replace(`/export${search}#social=${encodeURIComponent(location.href)}`)
} else if (appOrigin && window.opener) {
  ;(window.opener as Window).postMessage(
    { channel: 'keyport:social-result', resultUri: location.href },
    appOrigin,
  )
  setTimeout(() => window.close(), 100)
}
