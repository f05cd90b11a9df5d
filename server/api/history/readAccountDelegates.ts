import { delegationOf } from '@keyport/kernel/chain'
import { storedChainId } from '../../indexer/storedChainId.ts'
import type { ApiDeps } from '../ApiDeps.ts'

/**
 * The account's EIP-7702 delegate on each of `chainIds` where it has one, by CAIP-2 id
 * (`{ 'eip155:1': '0x…' }`): one `eth_getCode` per served EVM chain, for the history's "delegated"
 * badge. A chain that does not answer, Solana and unserved chains are left out: no badge beats no
 * history.
 *
 * @example
 * await readAccountDelegates('0xabc…', [1, 8453], deps) // { 'eip155:8453': '0x63c0…' }
 */
export async function readAccountDelegates(
  account: string,
  chainIds: Iterable<number>,
  deps: Pick<ApiDeps, 'chains'>,
): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  await Promise.all(
    [...new Set(chainIds)].map(async (chainId) => {
      const chain = storedChainId.isSolana(chainId) ? undefined : deps.chains.get(chainId)
      if (!chain) return
      const code = await chain.client
        .getCode({ address: account as `0x${string}` })
        .catch(() => undefined)
      const delegate = delegationOf(code)
      if (delegate) found[`eip155:${chainId}`] = delegate
    }),
  )
  return found
}
