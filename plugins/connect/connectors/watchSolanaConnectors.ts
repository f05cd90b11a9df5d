import type { Observable } from 'rxjs'
import { NamespaceNotSupportedError } from '../errors.ts'
import {
  createWalletStandardConnector,
  type SolanaConnector,
} from './createWalletStandardConnector.ts'
import {
  type DiscoverWalletStandardParameters,
  discoverWalletStandard,
} from './discoverWalletStandard.ts'
import type { Connector } from './types.ts'

/** Puts Solana wallets into a connector list: `merge(list)` returns the list with them. */
export type MergeSolanaConnectors = (list: readonly Connector[]) => Connector[]

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
const browserTypes: readonly Connector['type'][] = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN']

/**
 * Follows Wallet Standard Solana wallets and reports, on every change, how to merge them into the
 * connector list: a wallet that also announced itself by EIP-6963 under the same name gains a
 * `solana` side and stays one entry (as Phantom is one wallet in both namespaces); any other is a
 * Solana-only connector, listed right after the announced wallets. Returns a stop function.
 *
 * @example
 * const stop = watchSolanaConnectors({}, (merge) => publish(merge), NEVER)
 */
export function watchSolanaConnectors(
  parameters: DiscoverWalletStandardParameters,
  onChange: (merge: MergeSolanaConnectors) => void,
  /** RxJS's `NEVER`, from the caller: RxJS imported here would leave the first chunk. */
  never: Observable<never>,
): () => void {
  const known = new Map<object, SolanaConnector>()
  return discoverWalletStandard(parameters, (wallets) => {
    const solana = wallets.map((wallet) => {
      const found = known.get(wallet) ?? createWalletStandardConnector(wallet)
      known.set(wallet, found)
      return found
    })
    onChange((list) => mergeSolana(list, solana, never))
  })
}

function mergeSolana(
  list: readonly Connector[],
  solana: readonly SolanaConnector[],
  never: Observable<never>,
): Connector[] {
  const merged = [...list]
  const alone: Connector[] = []
  for (const side of solana) {
    const index = merged.findIndex(
      (c) => browserTypes.includes(c.type) && !c.solana && sameName(c.name, side.name),
    )
    const twin = merged[index]
    if (twin) merged[index] = { ...twin, namespaces: ['eip155', 'solana'], solana: side }
    else alone.push(solanaOnly(side, never))
  }
  const lastBrowser = merged.findLastIndex((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED')
  merged.splice(lastBrowser + 1, 0, ...alone)
  return merged
}

// A Solana-only wallet in a list of EVM connectors: its EVM methods say it has no EVM accounts.
function solanaOnly(side: SolanaConnector, never: Observable<never>): Connector {
  const refuse = () => Promise.reject(new NamespaceNotSupportedError(side.name, 'EVM'))
  return {
    id: `walletStandard:${side.name.trim().toLowerCase()}`,
    type: 'ANNOUNCED',
    name: side.name,
    icon: side.icon,
    namespaces: ['solana'],
    solana: side,
    connect: refuse,
    disconnect: () => side.disconnect(),
    getAccounts: async () => [],
    getChainId: refuse,
    switchChain: refuse,
    getProvider: () => ({ request: refuse }),
    // Its EVM side never connects, so it never has EVM events; the Solana side has its own.
    events$: never,
  }
}
