import { WalletAnswerInvalidError } from '../errors.ts'
import type { WalletConnectSolanaGrant } from './WalletConnectSession.ts'

/** A WalletConnect session's `solana` namespace, the part we read. */
export type SolanaNamespace = {
  accounts: readonly string[]
  methods: readonly string[]
  chains?: readonly string[]
}

const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const chainReference = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * The base58 addresses, CAIP-2 chains and methods a session grants in its `solana` namespace,
 * from CAIP-10 accounts (`solana:<genesis>:<base58>`), addresses once in the wallet's order.
 * Unlike EVM junk, which is skipped, a Solana account that is not a base58 address refuses the
 * whole session with `WalletAnswerInvalidError`: a wallet that sends one is not to be trusted
 * with the rest.
 *
 * @example
 * solanaSessionAccounts({ accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:oeYf…'], methods: [] }, 'Phantom')
 * // { accounts: ['oeYf…'], chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [] }
 */
export function solanaSessionAccounts(
  namespace: SolanaNamespace | undefined,
  walletName: string,
): WalletConnectSolanaGrant {
  const accounts: string[] = []
  const chains: string[] = []
  for (const account of namespace?.accounts ?? []) {
    const [prefix, reference = '', address = '', ...rest] = account.split(':')
    if (prefix !== 'solana') continue
    if (!chainReference.test(reference) || !base58Address.test(address) || rest.length > 0)
      throw new WalletAnswerInvalidError(
        walletName,
        `The session's Solana account '${account}' is not solana:<chain>:<base58 address>.`,
      )
    const chain = `solana:${reference}`
    if (!chains.includes(chain)) chains.push(chain)
    if (!accounts.includes(address)) accounts.push(address)
  }
  return { accounts, chains, methods: accounts.length > 0 ? [...(namespace?.methods ?? [])] : [] }
}
