import { type Address, decodeAbiParameters, encodeAbiParameters, type Hex, isHex } from 'viem'

const layout = [
  { name: 'account', type: 'address' },
  { name: 'chainId', type: 'uint256' },
  { name: 'key', type: 'address' },
] as const

export type SessionRef = { account: Address; chainId: number; key: Address }

/**
 * ERC-7715's `context` for a Keyport grant: which account, chain and session key. It names the
 * session; the chain holds its terms, so a context cannot claim more than was granted.
 *
 * @example
 * decodeSessionContext(encodeSessionContext({ account, chainId: 1, key })) // { account, chainId: 1, key }
 */
export function encodeSessionContext({ account, chainId, key }: SessionRef): Hex {
  return encodeAbiParameters(layout, [account, BigInt(chainId), key])
}

/** The session a `permissionsContext` names; throws for anything else. */
export function decodeSessionContext(context: unknown): SessionRef {
  if (typeof context !== 'string' || !isHex(context) || context.length !== 2 + 3 * 64)
    throw new Error('Invalid permissionsContext: not one this wallet issued')
  const [account, chainId, key] = decodeAbiParameters(layout, context)
  return { account, chainId: Number(chainId), key }
}
