import type { Observable } from 'rxjs'
import type { SolanaConnector } from './createWalletStandardConnector.ts'

/** The EIP-1193 provider surface we use (request and the standard events). */
export interface Eip1193Provider {
  request(args: {
    method: string
    params?: readonly unknown[] | Record<string, unknown>
  }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): void
  removeListener?(event: string, listener: (...args: never[]) => void): void
}

/** EIP-6963 provider info, as wallets announce it. */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/** Spec section 3 connector types. */
export type ConnectorType =
  | 'EXTERNAL'
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'MULTI_CHAIN'
  | 'WALLET_CONNECT'
  | 'AUTH'

/** What a successful connection yields. */
export type ConnectionResult = {
  address: `0x${string}`
  accounts: readonly `0x${string}`[]
  chainId: number
}

/** Events a connected wallet reports. */
export type ConnectorEvent =
  | { type: 'accountsChanged'; accounts: readonly `0x${string}`[] }
  | { type: 'chainChanged'; chainId: number }
  | { type: 'disconnect' }

/**
 * Spec section 3: account types (eip155 wallets have the EOA and, embedded, a smart account);
 * `eip7702` is the embedded EOA itself with smart-account code delegated to it (EIP-7702): the
 * same address and balances, with batches and sponsored gas.
 */
export type AccountKind = 'eoa' | 'smartAccount' | 'eip7702'

/** The EOA's EIP-7702 state on the current chain: its delegate, and whether its code points there. */
type AccountDelegation = { delegate: `0x${string}`; delegated: boolean }

/** The account type in use, what the wallet offers, and whether the smart account is on chain. */
export type AccountTypeState = {
  type: AccountKind
  available: readonly AccountKind[]
  smartAccountDeployed: boolean
  /** Present on chains with an EIP-7702 delegate. @default undefined */
  delegation?: AccountDelegation
}

/** A wallet whose user picks between account types (the embedded wallet). */
export interface AccountTypeControl {
  readonly state$: Observable<AccountTypeState>
  readonly state: AccountTypeState
  /** Switches, then reports the new address as `accountsChanged`; rejects when it cannot. */
  switchTo(type: AccountKind): Promise<void>
  /**
   * Removes the EOA's EIP-7702 delegation on the current chain (the wallet asks the user on its
   * own card); afterwards the account is the plain EOA. Rejects with the wallet's reason.
   * @default undefined (the wallet cannot undelegate)
   */
  undelegate?(): Promise<void>
  /**
   * Reads the wallet's state again (the Account view opens): an operation since may have
   * delegated the EOA or deployed the smart account. @default undefined (nothing to read)
   */
  refresh?(): Promise<void>
}

/**
 * One way to connect a wallet. EIP-6963 and injected wallets implement it here; WalletConnect
 * (Order 5) and the embedded wallet (Order 6) implement it in their plugins.
 */
export interface Connector {
  /** Stable id: the rdns for announced wallets, 'injected', 'walletConnect', 'auth'. */
  readonly id: string
  readonly type: ConnectorType
  readonly name: string
  /** An image URL or data URI. */
  readonly icon?: string
  readonly rdns?: string
  /** The wallet's id in the wallet registry (`/v1/wallets`), when known. @default undefined */
  readonly explorerId?: string
  /** The id of the wallet's image in the data API's image store. @default undefined */
  readonly imageId?: string
  /** Asks the wallet for accounts; rejects with `ConnectionRejectedError` when the user declines. */
  connect(options?: { chainId?: number }): Promise<ConnectionResult>
  /** Forgets the connection on our side (and asks the wallet to revoke, where it can). */
  disconnect(): Promise<void>
  /**
   * Accounts the wallet already granted, without prompting (for reconnect after reload).
   * `chainId` is the chain the connection was on before the reload: a connector whose chain is
   * the app's own choice (a WalletConnect session approved for several) restores onto it when it
   * still holds it; a wallet that keeps its own chain (an extension) ignores it.
   */
  getAccounts(options?: { chainId?: number }): Promise<readonly `0x${string}`[]>
  getChainId(): Promise<number>
  /** wallet_switchEthereumChain, then wallet_addEthereumChain when the wallet lacks the chain. */
  switchChain(chainId: number): Promise<void>
  getProvider(): Eip1193Provider
  /** The wallet's events while connected. */
  readonly events$: Observable<ConnectorEvent>
  /** Present when the user can switch between an EOA and a smart account. */
  readonly accountTypes?: AccountTypeControl
  /** The namespaces the wallet offers. @default ['eip155'] */
  readonly namespaces?: readonly ChainNamespace[]
  /** The wallet's Solana side (Wallet Standard), when it offers the solana namespace. */
  readonly solana?: SolanaConnector
}

/** CAIP-2 namespaces the modal knows. */
export type ChainNamespace = 'eip155' | 'solana'
