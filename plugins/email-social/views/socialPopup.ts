let opened: Window | null = null

/**
 * Opens the blank login popup inside the click handler (so popup blockers allow it); the
 * ConnectingSocial view then points it at the provider.
 */
export function openSocialPopup(): Window | null {
  opened = window.open('', 'keyport-social', 'popup,width=500,height=640')
  return opened
}

/**
 * The popup the last click opened. Reading it does not clear it: React runs a view's effects
 * twice in development (StrictMode), and the second run must find the same popup.
 */
export function lastSocialPopup(): Window | null {
  return opened
}
