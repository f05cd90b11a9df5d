import type { accountDataToken } from '@keyport/connect'
import type { TokenType } from '@keyport/kernel'

/** A token balance as the connect plugin's account data lists it (spec §3 token balance). */
export type TokenBalance = TokenType<typeof accountDataToken>['data']['balances'][number]

/** A token the user can send, from the balance list. */
export type SendToken = {
  name: string
  symbol: string
  decimals: number
  /** The ERC-20 contract; undefined for the chain's native coin. */
  address?: `0x${string}`
  chainId: number
  /** The balance as the list shows it, e.g. '12.5'; undefined while unknown. */
  balance?: string
  /** USD price of one token; 0 when unknown. */
  price: number
  iconUrl: string
}

/**
 * Reads a balance-list entry as a sendable token; undefined for one that cannot be sent
 * (decimals '0', or a chain or address that is not eip155).
 *
 * @example
 * toSendToken({ symbol: 'USDC', chainId: 'eip155:1', address: 'eip155:1:0xA0b8…', quantity: { decimals: '6', numeric: '5' }, … })
 * // { symbol: 'USDC', chainId: 1, address: '0xA0b8…', decimals: 6, balance: '5', … }
 */
export function toSendToken(token: TokenBalance): SendToken | undefined {
  const chain = /^eip155:(\d+)$/.exec(token.chainId)
  const decimals = Number(token.quantity.decimals)
  if (!chain || !Number.isInteger(decimals) || decimals <= 0 || decimals > 36) return undefined
  let address: `0x${string}` | undefined
  if (token.address !== undefined) {
    const match = /^eip155:\d+:(0x[0-9a-fA-F]{40})$/.exec(token.address)
    if (!match) return undefined
    address = match[1] as `0x${string}`
  }
  return {
    name: token.name,
    symbol: token.symbol,
    decimals,
    address,
    chainId: Number(chain[1]),
    balance: token.quantity.numeric,
    price: token.price,
    iconUrl: token.iconUrl,
  }
}
