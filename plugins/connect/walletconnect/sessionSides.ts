import type { ChainNamespace, ConnectionResult } from '../connectors/types.ts'
import { ConnectionRejectedError, NamespaceNotSupportedError } from '../errors.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'

/**
 * The EVM side of an approved session as a connection result. A session that granted Solana
 * alone rejects with `NamespaceNotSupportedError`, which tells the connection service to use the
 * connector's Solana side; a session with no account at all is a refusal.
 *
 * @example
 * evmResult(session) // { address: '0xf39F…', accounts: ['0xf39F…'], chainId: 1 }
 */
export function evmResult(session: WalletConnectSession): ConnectionResult {
  const { accounts, chainId } = session
  if (accounts[0]) return { address: accounts[0], accounts, chainId }
  if (session.solana.accounts[0]) throw new NamespaceNotSupportedError(session.walletName, 'EVM')
  throw new ConnectionRejectedError('your wallet')
}

/**
 * The namespaces the connector offers: before a session, what its proposal asks for; after,
 * what the wallet granted.
 *
 * @example
 * sessionNamespaces(undefined, true) // ['eip155', 'solana']
 */
export function sessionNamespaces(
  session: WalletConnectSession | undefined,
  withSolana: boolean,
): readonly ChainNamespace[] {
  if (!session) return withSolana ? ['eip155', 'solana'] : ['eip155']
  const granted: ChainNamespace[] = []
  if (session.accounts[0]) granted.push('eip155')
  if (session.solana.accounts[0]) granted.push('solana')
  return granted
}
