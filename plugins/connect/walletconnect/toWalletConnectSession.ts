import type { Network } from '../connectors/networks.ts'
import type { WalletConnectClient } from './loadSignClient.ts'
import { sessionAccounts } from './sessionAccounts.ts'
import { solanaSessionAccounts } from './solanaSessionAccounts.ts'
import type { ApprovedSession } from './startPairing.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'

/**
 * The connector's view of an approved (or restored) session: its EVM accounts, chains and
 * methods, its Solana grant, and the chain requests go to: `wanted` when the session holds it,
 * else the first of the app's networks it holds. Throws `WalletAnswerInvalidError` for a Solana
 * account that is not base58, which refuses the session.
 *
 * @example
 * active = toWalletConnectSession(client, approved, networks, 8453)
 */
export function toWalletConnectSession(
  client: WalletConnectClient,
  session: ApprovedSession,
  networks: readonly Network[],
  wanted?: number,
): WalletConnectSession {
  const namespace = session.namespaces.eip155
  const { accounts, chainIds } = sessionAccounts(namespace)
  const walletName = session.peer.metadata.name || 'WalletConnect'
  const solana = solanaSessionAccounts(session.namespaces.solana, walletName)
  const supported = chainIds.filter((id) => networks.some((network) => network.id === id))
  const chainId =
    wanted !== undefined && chainIds.includes(wanted)
      ? wanted
      : // A session without EVM chains (Solana only) never sends an EVM request.
        (supported[0] ?? chainIds[0] ?? networks[0]?.id ?? 1)
  return {
    client,
    topic: session.topic,
    accounts,
    chainId,
    chainIds,
    methods: namespace?.methods ?? [],
    walletName,
    solana,
  }
}
