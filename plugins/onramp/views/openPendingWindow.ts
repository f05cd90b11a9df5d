/** A tab opened at the click, before its URL is known. */
export type PendingWindow = { go(url: string): void; close(): void }

/**
 * Opens a blank tab synchronously, inside the click, so popup blockers let it through; the URL
 * follows once the provider's checkout is ready. The tab cannot reach back to this page
 * (`opener` is cleared). Undefined when the browser blocked it.
 *
 * @example
 * const tab = openPendingWindow('Opening Meld.io…')
 * tab?.go(await onramp.buy('meld'))
 */
export function openPendingWindow(message: string): PendingWindow | undefined {
  const opened = window.open('', '_blank')
  if (!opened) return undefined
  try {
    opened.opener = null
    opened.document.title = message
    opened.document.body.textContent = message
  } catch {
    // Some browsers give a cross-origin handle; the URL can still be set.
  }
  return { go: (url) => opened.location.replace(url), close: () => opened.close() }
}
