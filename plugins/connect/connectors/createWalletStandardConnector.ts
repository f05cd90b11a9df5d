import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { ConnectionRejectedError, WalletAnswerInvalidError } from '../errors.ts'
import { rpcErrorCode } from './rpcErrorCode.ts'

const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const isSolanaChain = (chain: unknown) => typeof chain === 'string' && chain.startsWith('solana:')

/** What a connected Solana wallet yields: base58 addresses, the first one active. */
type SolanaConnectionResult = { address: string; accounts: readonly string[] }

/** Events a connected Solana wallet reports through `standard:events`. */
type SolanaConnectorEvent =
  | { type: 'accountsChanged'; accounts: readonly string[] }
  | { type: 'disconnect' }

/** The Solana side of a wallet: a Wallet Standard wallet, connected through its features. */
export interface SolanaConnector {
  readonly name: string
  readonly icon?: string
  /** The Wallet Standard wallet itself, for signing features (`solana:signTransaction`…). */
  readonly wallet: Wallet
  /** `standard:connect`; rejects with `ConnectionRejectedError` when the user declines. */
  connect(): Promise<SolanaConnectionResult>
  disconnect(): Promise<void>
  /** Accounts granted before, by a silent `standard:connect` (reconnect after reload). */
  getAccounts(): Promise<readonly string[]>
  /** Follows `standard:events` until the returned function is called. */
  subscribe(listener: (event: SolanaConnectorEvent) => void): () => void
}

type Connectable = StandardConnectFeature &
  Partial<StandardDisconnectFeature> &
  StandardEventsFeature

/**
 * Turns a Wallet Standard Solana wallet (one that `isSolanaWallet` accepts) into a
 * `SolanaConnector`. A rejection (4001) becomes `ConnectionRejectedError`; accounts that are not
 * base58 addresses `WalletAnswerInvalidError`.
 *
 * @example
 * const solana = createWalletStandardConnector(wallet)
 * const { address } = await solana.connect()
 */
export function createWalletStandardConnector(wallet: Wallet): SolanaConnector {
  const features = wallet.features as Connectable
  const name = wallet.name
  const addressesOf = (accounts: readonly WalletAccount[], method: string) => {
    const addresses = accounts
      // An account for other chains only is not ours; anything else must be a base58 address.
      .filter((account) => !Array.isArray(account?.chains) || account.chains.some(isSolanaChain))
      .map((account) => account?.address)
    if (!addresses.every((address) => typeof address === 'string' && base58Address.test(address)))
      throw new WalletAnswerInvalidError(
        name,
        `${method} answered accounts that are not base58 addresses.`,
      )
    return addresses as string[]
  }

  const subscribe = (listener: (event: SolanaConnectorEvent) => void) =>
    features['standard:events'].on('change', ({ accounts }) => {
      if (!accounts) return
      try {
        const addresses = addressesOf(accounts, 'standard:events')
        listener(
          addresses.length > 0
            ? { type: 'accountsChanged', accounts: addresses }
            : { type: 'disconnect' },
        )
      } catch {
        // A change we cannot read is not a change we act on.
      }
    })

  return {
    name,
    icon: wallet.icon,
    wallet,
    async connect() {
      let answer: { accounts: readonly WalletAccount[] }
      try {
        answer = await features['standard:connect'].connect()
      } catch (error) {
        if (rpcErrorCode(error) === 4001) throw new ConnectionRejectedError(name, error)
        throw error
      }
      const accounts = addressesOf(answer?.accounts ?? [], 'standard:connect')
      if (!accounts[0])
        throw new WalletAnswerInvalidError(name, 'standard:connect granted no Solana account.')
      return { address: accounts[0], accounts }
    },
    async disconnect() {
      await features['standard:disconnect']?.disconnect()
    },
    async getAccounts() {
      const { accounts } = await features['standard:connect'].connect({ silent: true })
      return addressesOf(accounts, 'standard:connect')
    },
    subscribe,
  }
}
