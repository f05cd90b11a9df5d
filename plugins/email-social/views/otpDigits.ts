/** How many digits a one-time code has. */
export const otpLength = 6

/** Six empty boxes. */
export function emptyOtp(): string[] {
  return Array.from({ length: otpLength }, () => '')
}

/**
 * The digits in typed or pasted text, with spaces and dashes taken as separators ("123 456",
 * "123-456"); `undefined` when the text holds anything else, so a stray letter changes nothing.
 */
export function parseOtpText(text: string): string | undefined {
  const stripped = text.replace(/[\s-]/g, '')
  return /^\d*$/.test(stripped) ? stripped : undefined
}

export type OtpWrite = { digits: string[]; focus: number }

/**
 * Writes `text` into the boxes starting at box `index`. A whole code (six digits or more) fills
 * every box from the first, whichever box it was pasted into. Returns the boxes and the box that
 * takes focus next, or `undefined` when the text holds no digit.
 */
export function writeOtp(
  digits: readonly string[],
  index: number,
  text: string,
): OtpWrite | undefined {
  const parsed = parseOtpText(text)
  if (!parsed) return undefined
  const start = parsed.length >= otpLength ? 0 : index
  const next = [...digits]
  const written = parsed.slice(0, otpLength - start)
  for (const [offset, digit] of [...written].entries()) next[start + offset] = digit
  return { digits: next, focus: Math.min(start + written.length, otpLength - 1) }
}

/**
 * What a box's new value means: with the old digit still in it (the caret was not over it), the
 * newly typed character is the one that is not the old digit.
 */
export function typedText(previous: string, value: string): string {
  if (previous === '' || value.length !== 2) return value
  if (value.startsWith(previous)) return value.slice(1)
  return value.endsWith(previous) ? value.slice(0, 1) : value
}
