import type { accountDataToken } from '@keyport/connect'
import type { TokenType } from '@keyport/kernel'

/** A token balance as the connect plugin's account data lists it (spec §3 token balance). */
export type TokenBalance = TokenType<typeof accountDataToken>['data']['balances'][number]

/** A token the user can send, from the balance list. */
export type SendToken = {
  name: string
  symbol: string
  decimals: number
  /** The ERC-20 contract; undefined for the chain's native coin and on Solana. */
  address?: `0x${string}`
  /** The SPL token's mint (base58) on Solana; undefined for SOL and on eip155. */
  mint?: string
  /** The eip155 chain id, or the CAIP-2 id of a Solana network (`solana:5eykt…`). */
  chainId: number | `solana:${string}`
  /** The balance as the list shows it, e.g. '12.5'; undefined while unknown. */
  balance?: string
  /** USD price of one token; 0 when unknown. */
  price: number
  iconUrl: string
}

/**
 * Whether two tokens are the same token of the same chain.
 *
 * @example
 * sameSendToken(usdc, draft.token) // true when the draft holds USDC of the same chain
 */
export const sameSendToken = (a: SendToken, b: SendToken | undefined) =>
  a.chainId === b?.chainId && a.address === b.address && a.mint === b.mint

/** The chain's own coin (ETH, SOL…), not a token contract or mint. */
export const isNativeToken = (token: SendToken) => !token.address && !token.mint

const solanaChain = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/
const base58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Reads a balance-list entry as a sendable token; undefined for one that cannot be sent
 * (decimals '0', or a chain or address that is neither eip155 nor Solana).
 *
 * @example
 * toSendToken({ symbol: 'USDC', chainId: 'eip155:1', address: 'eip155:1:0xA0b8…', quantity: { decimals: '6', numeric: '5' }, … })
 * // { symbol: 'USDC', chainId: 1, address: '0xA0b8…', decimals: 6, balance: '5', … }
 */
export function toSendToken(token: TokenBalance): SendToken | undefined {
  const decimals = Number(token.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals <= 0 || decimals > 36) return undefined
  const where = place(token)
  if (!where) return undefined
  return {
    name: token.name,
    symbol: token.symbol,
    decimals,
    ...where,
    balance: token.quantity.numeric,
    price: token.price,
    iconUrl: token.iconUrl,
  }
}

// The chain and the contract or mint of a listed token, in SendToken's terms.
function place(token: TokenBalance): Pick<SendToken, 'chainId' | 'address' | 'mint'> | undefined {
  const evm = /^eip155:(\d+)$/.exec(token.chainId)
  if (evm) {
    if (token.address === undefined) return { chainId: Number(evm[1]) }
    const match = /^eip155:\d+:(0x[0-9a-fA-F]{40})$/.exec(token.address)
    return match ? { chainId: Number(evm[1]), address: match[1] as `0x${string}` } : undefined
  }
  if (!solanaChain.test(token.chainId)) return undefined
  const chainId = token.chainId as `solana:${string}`
  if (token.address === undefined) return { chainId }
  // A Solana token's address is `<chain>:<mint>`.
  const mint = token.address.startsWith(`${chainId}:`)
    ? token.address.slice(chainId.length + 1)
    : ''
  return base58.test(mint) ? { chainId, mint } : undefined
}
