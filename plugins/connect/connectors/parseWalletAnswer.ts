const addressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * The accounts a wallet answered, or `undefined` when the answer is not a list of addresses.
 *
 * @example
 * parseAccounts(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']) // the same list
 * parseAccounts(['0xNOT-AN-ADDRESS']) // undefined
 */
export function parseAccounts(answer: unknown): `0x${string}`[] | undefined {
  if (!Array.isArray(answer)) return undefined
  if (!answer.every((item) => typeof item === 'string' && addressPattern.test(item)))
    return undefined
  return answer as `0x${string}`[]
}

/**
 * A chain id as wallets send it: EIP-1193 says a hex string ('0x1'); some wallets send a number
 * or a decimal string. Anything else (negative, fractional, empty, too big) is `undefined`.
 *
 * @example
 * parseChainId('0x2105') // 8453
 * parseChainId('not-a-chain-id') // undefined
 */
export function parseChainId(answer: unknown): number | undefined {
  let id: number | undefined
  if (typeof answer === 'number') id = answer
  else if (typeof answer === 'string' && /^0x[0-9a-fA-F]{1,13}$/.test(answer))
    id = Number.parseInt(answer, 16)
  else if (typeof answer === 'string' && /^\d{1,15}$/.test(answer)) id = Number(answer)
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined
}
