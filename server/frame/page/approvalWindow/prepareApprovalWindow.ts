/** The request's window: wide enough for the card at its natural size, tall enough for most. */
export const APPROVAL_WINDOW_FEATURES = 'popup,width=440,height=680'

/**
 * Makes a window the frame just opened (`window.open('', '_blank', …)`: an empty document of the
 * frame's own origin, which only the frame holds, unnamed so no other page can target it) into the
 * request's page: the frame's own style sheet, theme and custom colours, and an empty card root.
 * No script runs in it: the frame renders the card there and listens to its buttons itself, so an
 * answer never travels as a message that anyone else could send.
 *
 * @example
 * const root = prepareApprovalWindow(popup, document)
 */
export function prepareApprovalWindow(popup: Window, frameDoc: Document) {
  const doc = popup.document
  doc.documentElement.lang = 'en'
  const theme = frameDoc.documentElement.dataset.theme
  if (theme) doc.documentElement.dataset.theme = theme
  else delete doc.documentElement.dataset.theme
  // The --kp-* colours SYNC_THEME validated (opaque, readable), as the frame shows them.
  doc.documentElement.setAttribute('style', frameDoc.documentElement.getAttribute('style') ?? '')
  const style = doc.createElement('style')
  style.textContent = frameDoc.querySelector('style')?.textContent ?? ''
  doc.head.replaceChildren(style)
  doc.title = 'Approve request · Keyport secure wallet'
  const root = doc.createElement('main')
  root.id = 'approval'
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-labelledby', 'approval-title')
  doc.body.replaceChildren(root)
  return root
}
