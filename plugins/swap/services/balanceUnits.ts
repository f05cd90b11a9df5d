import type { SwapToken } from '../schemas.ts'

/** The parts of the connect plugin's token balances that swaps read. */
export type AccountBalance = {
  chainId: string
  /** CAIP-10; absent for the native coin. */
  address?: string
  quantity: { decimals: string; numeric: string }
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
  const chain = token.address.split(':').slice(0, 2).join(':')
  const isNative = native.test(token.address)
  const found = balances.find((b) =>
    isNative
      ? !b.address && b.chainId === chain
      : b.address?.toLowerCase() === token.address.toLowerCase(),
  )
  if (!found) return 0n
  const [whole = '0', fraction = ''] = found.quantity.numeric.split('.')
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return 0n
  return BigInt(whole + fraction.slice(0, token.decimals).padEnd(token.decimals, '0'))
}
