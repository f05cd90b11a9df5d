import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import {
  createWalletStandardConnector,
  type SolanaConnector,
} from '../../connectors/createWalletStandardConnector.ts'
import { NamespaceNotSupportedError } from '../../errors.ts'
import type { WalletConnectSolanaHost } from '../WalletConnectSolanaHost.ts'
import { walletConnectIcon } from '../walletConnectIcon.ts'
import { fromBase58 } from './solanaCodecs.ts'
import { walletConnectSolanaFeatures } from './walletConnectSolanaFeatures.ts'

const accountFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/**
 * The Solana side of the WalletConnect connector: a Wallet Standard `Wallet` over the session's
 * `solana` namespace, behind the same `SolanaConnector` as a browser Solana wallet, so Send and
 * Sign-In With Solana call `connector.solana.wallet`'s features whatever the wallet. Its
 * `standard:connect` pairs when there is no session yet (silently, it restores a stored one).
 * Loaded only for an app with Solana networks.
 *
 * @example
 * createWalletConnectConnector({ ..., solana: { networks, create: createWalletConnectSolana } })
 */
export function createWalletConnectSolana(host: WalletConnectSolanaHost): SolanaConnector {
  const chains = host.networks.map((network) => network.standardChain)
  const known = new Map<string, WalletAccount>()
  const account = (address: string) => {
    let found = known.get(address)
    if (!found) {
      found = Object.freeze({
        address,
        publicKey: fromBase58(address),
        chains,
        features: accountFeatures,
      })
      known.set(address, found)
    }
    return found
  }
  const accounts = (addresses: readonly string[] = host.session()?.solana.accounts ?? []) =>
    addresses.map(account)

  const features: StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        const session = input?.silent
          ? await host.restore()
          : (host.session() ?? (await host.pair()))
        if (!input?.silent && !session?.solana.accounts[0])
          throw new NamespaceNotSupportedError(session?.walletName ?? 'WalletConnect', 'Solana')
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: () => host.disconnect() },
    'standard:events': {
      version: '1.0.0',
      on: (_event, listener) => host.subscribe((next) => listener({ accounts: accounts(next) })),
    },
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: walletConnectIcon as Wallet['icon'],
    chains,
    features: { ...features, ...walletConnectSolanaFeatures(host) },
    get accounts() {
      return accounts()
    },
  }
  return createWalletStandardConnector(wallet)
}
