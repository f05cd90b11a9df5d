import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import type { ChainNamespace, ConnectionResult, Connector } from '../connectors/types.ts'

/** Accounts a wallet granted before, on the side the connection used. */
export type GrantedAccounts =
  | { namespace: 'solana'; network: SolanaNetwork; accounts: readonly string[] }
  | { namespace: 'eip155'; result: ConnectionResult }

/**
 * The wallet's Solana side when `namespace` asks for it, or when the wallet has no other side.
 *
 * @example
 * solanaSide(connector, 'solana')?.connect()
 */
export const solanaSide = (connector: Connector, namespace?: ChainNamespace) =>
  connector.solana &&
  (namespace === 'solana' || (!namespace && connector.namespaces?.every((n) => n === 'solana')))
    ? connector.solana
    : undefined

/**
 * Asks a wallet, without prompting, for the accounts it granted before (reconnect after a
 * reload): the Solana side's on `solanaNetworks[0]` for a Solana connection, else the eip155
 * accounts and chain, `chainId` (the chain before the reload) passed on as the connector's hint.
 * Undefined when it grants none any more: asking again would prompt.
 *
 * @example
 * const granted = await grantedAccounts(connector, 'solana', [solanaMainnet])
 */
export async function grantedAccounts(
  connector: Connector,
  namespace: ChainNamespace | undefined,
  solanaNetworks: readonly SolanaNetwork[],
  chainId?: number,
): Promise<GrantedAccounts | undefined> {
  const solana = solanaSide(connector, namespace)
  const network = solanaNetworks[0]
  if (solana && network) {
    const accounts = await solana.getAccounts()
    return accounts[0] ? { namespace: 'solana', network, accounts } : undefined
  }
  const accounts = await connector.getAccounts(chainId === undefined ? undefined : { chainId })
  if (!accounts[0]) return undefined
  const current = await connector.getChainId()
  return { namespace: 'eip155', result: { address: accounts[0], accounts, chainId: current } }
}
