import { analyticsLimits } from './analyticsEventNames'

// A CAIP-2 network id ('eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') is sent as is.
const notNetwork = '(?<!\\b(?:eip155|solana):)'
// Long strings with a digit: tokens, keys, signatures, base58 addresses (view names have none).
const withDigit = '(?=[\\w+/=-]*\\d)'

// What must never leave in an event (docs/security.md, "Analytics"): emails, one-time codes,
// bearer tokens (JWTs, long base64/hex secrets), signatures, and account addresses (0x or base58).
const secrets: ReadonlyArray<[RegExp, string]> = [
  [/[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/g, '[email]'],
  [/\beyJ[\w-]*\.[\w-]*\.?[\w-]*/g, '[token]'],
  [/\b0x[0-9a-fA-F]{16,}/g, '[hex]'],
  [new RegExp(`${notNetwork}\\b${withDigit}[\\w+/=-]{24,}`, 'g'), '[secret]'],
  [new RegExp(`${notNetwork}\\b\\d{4,}\\b`, 'g'), '[number]'],
]

/**
 * Makes a tracked value safe to send: a string loses every email, token, code, signature and
 * address in it and is cut to 200 characters; numbers must be finite; anything else becomes null.
 *
 * @example
 * scrubAnalyticsValue('Code 123456 sent to ada@example.com') // 'Code [number] sent to [email]'
 */
export function scrubAnalyticsValue(value: unknown): string | number | boolean | null {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  let text = value
  for (const [pattern, mask] of secrets) text = text.replace(pattern, mask)
  return text.slice(0, analyticsLimits.length)
}
