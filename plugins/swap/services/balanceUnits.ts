import type { SwapToken } from '../schemas.ts'

/** The parts of the connect plugin's token balances that swaps read. */
export type AccountBalance = {
  chainId: string
  /** CAIP-10; absent for the native coin. */
  address?: string
  quantity: { decimals: string; numeric: string }
  /** In USD. */
  value?: number
}

const native = /^eip155:\d+:0xe{40}$/i

/**
 * What the account holds of a swap token, in smallest units, from the balances the connect
 * plugin loaded: 0 when the token is not listed there (an empty balance is left out).
 *
 * @example
 * balanceUnits(balances, usdc) // 100000000000n
 */
export function balanceUnits(balances: readonly AccountBalance[], token: SwapToken): bigint {
  const found = findBalance(balances, token)
  if (!found) return 0n
  const [whole = '0', fraction = ''] = found.quantity.numeric.split('.')
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return 0n
  return BigInt(whole + fraction.slice(0, token.decimals).padEnd(token.decimals, '0'))
}

/** The connect plugin's balance entry of a swap token: the native coin has no address. */
export function findBalance<B extends AccountBalance>(
  balances: readonly B[],
  token: SwapToken,
): B | undefined {
  const chain = token.address.split(':').slice(0, 2).join(':')
  const isNative = native.test(token.address)
  return balances.find((b) =>
    isNative
      ? !b.address && b.chainId === chain
      : b.address?.toLowerCase() === token.address.toLowerCase(),
  )
}
