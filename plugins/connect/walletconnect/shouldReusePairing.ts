/**
 * True inside Telegram's web view and on iOS Safari, where a deep link must open in the same tap
 * that asked for it, so a connect reuses the pending pairing's URI until it expires (spec
 * section 4).
 *
 * @example
 * shouldReusePairing(navigator.userAgent, window) // false on desktop Chrome
 */
export function shouldReusePairing(
  userAgent: string,
  window?: { TelegramWebviewProxy?: unknown; Telegram?: unknown },
): boolean {
  const telegram =
    Boolean(window?.TelegramWebviewProxy || window?.Telegram) || /Telegram/i.test(userAgent)
  const ios = /iPhone|iPad|iPod/i.test(userAgent)
  const safari = /Safari/i.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|Chrome/i.test(userAgent)
  return telegram || (ios && safari)
}
