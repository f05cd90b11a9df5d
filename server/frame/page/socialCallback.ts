// The page the provider sends the popup back to. It hands its URL (code and state) to the app
// window that opened it, at the exact app origin the flow started from, and closes.
const appOrigin = document.getElementById('keyport-social')?.dataset.appOrigin
if (appOrigin && window.opener) {
  ;(window.opener as Window).postMessage(
    { channel: 'keyport:social-result', resultUri: location.href },
    appOrigin,
  )
  setTimeout(() => window.close(), 100)
}
