import type { Connector, SolanaConnector } from '@keyport/connect'
import { fakeConnector } from '@keyport/connect/testing'
import type { Wallet } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'

type Connectable = StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature

/**
 * A Solana-only connector over a Wallet Standard wallet, as the connect plugin lists one: its
 * `solana` side connects through `standard:connect` and hands out the wallet itself, which is
 * all the siwx plugin reads (`connector.solana.wallet`).
 *
 * @example
 * registry.add(solanaWalletConnector(solanaTestWallet.wallet))
 */
export function solanaWalletConnector(wallet: Wallet): Connector & { solana: SolanaConnector } {
  const features = wallet.features as Connectable
  const addresses = (accounts: readonly { address: string }[]) => accounts.map((a) => a.address)
  const solana: SolanaConnector = {
    name: wallet.name,
    wallet,
    async connect() {
      const accounts = addresses((await features['standard:connect'].connect()).accounts)
      return { address: accounts[0] ?? '', accounts }
    },
    disconnect: () => features['standard:disconnect'].disconnect(),
    getAccounts: async () =>
      addresses((await features['standard:connect'].connect({ silent: true })).accounts),
    subscribe: (listener) =>
      features['standard:events'].on('change', ({ accounts }) => {
        if (accounts) listener({ type: 'accountsChanged', accounts: addresses(accounts) })
      }),
  }
  return {
    ...fakeConnector(`walletStandard:${wallet.name}`, wallet.name),
    namespaces: ['solana'],
    solana,
  }
}
