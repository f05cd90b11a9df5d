/**
 * The params of `personal_sign` for a text message: the message hex-encoded as UTF-8, as wallets
 * expect, then the signer's address.
 *
 * @example
 * await provider.request({ method: 'personal_sign', params: personalSignParams('Hello', address) })
 */
export function personalSignParams(message: string, address: string): [`0x${string}`, string] {
  const hex = Array.from(new TextEncoder().encode(message), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return [`0x${hex}`, address]
}

/** Spec section 5: a signature a wallet answers is 0x followed by at least 62 hex characters. */
export function isSignature(answer: unknown): answer is `0x${string}` {
  return typeof answer === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(answer)
}
