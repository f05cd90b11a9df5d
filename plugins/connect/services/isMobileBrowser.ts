/** What `isMobileBrowser` reads from `navigator`. */
export type MobileBrowserSignals = {
  userAgent: string
  /** `navigator.userAgentData` (Chromium); a user-agent override can leave it saying desktop. */
  userAgentData?: { mobile?: boolean }
  /** iPadOS Safari says "Macintosh" but has a touch screen. @default 0 */
  maxTouchPoints?: number
}

const mobileAgent = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i

/**
 * True on a phone or tablet browser, where a wallet opens by deep link and a navigation must
 * happen inside the user's tap. The user agent decides (Chromium's device emulation changes it
 * but not `userAgentData`); `userAgentData.mobile` and an iPad's touch screen count too. False
 * with no `navigator` (`null`: a server render).
 *
 * @example
 * isMobileBrowser({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) … Mobile Safari/537.36' }) // true
 */
export function isMobileBrowser(
  signals: MobileBrowserSignals | null = globalThis.navigator ?? null,
): boolean {
  if (!signals || typeof signals.userAgent !== 'string') return false
  const { userAgent, userAgentData, maxTouchPoints = 0 } = signals
  if (mobileAgent.test(userAgent) || userAgentData?.mobile === true) return true
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1
}
