import type { Observable } from 'rxjs'

export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type AccountData = {
  loading: boolean
  balances: readonly TokenBalance[]
  /** The native token's balance, e.g. '1.25', and its symbol. */
  balance?: string
  balanceSymbol?: string
  profileName?: string | null
  profileImage?: string | null
  /** Set while balances cannot be shown ('Token Balance Unavailable'). */
  balanceError?: string
}

/**
 * Balances (cached 30 s; after a failure no retry for 30 s, with the 'Token Balance Unavailable'
 * toast) and identity (cached 5 min) for the connected account, from the data API.
 * Implemented by `createAccountDataService` (same folder).
 */
export interface AccountDataService {
  readonly data$: Observable<AccountData>
  readonly data: AccountData
  refresh(options?: { force?: boolean }): Promise<void>
  dispose(): void
}
