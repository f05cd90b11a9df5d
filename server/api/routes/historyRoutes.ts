import {
  historyAccountSchema,
  historyQuerySchema,
  historyResponseSchema,
} from '@keyport/history/schemas'
import { isAddress as isSolanaAddress } from '@solana/kit'
import * as z from 'zod'
import { storedChainId } from '../../indexer/storedChainId.ts'
import type { ApiDeps } from '../ApiDeps.ts'
import { historyCacheControl } from '../history/historyCacheControl.ts'
import { readAccountHistory } from '../history/readAccountHistory.ts'
import { ApiError } from '../http/ApiError.ts'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'

const isEvmAddress = (value: string) => historyAccountSchema.safeParse(value).success

/** Spec §8's EVM address, or a Solana address (base58 text of 32 bytes). */
const historyAddressSchema = z
  .string()
  .refine(
    (value) => isEvmAddress(value) || isSolanaAddress(value),
    "Transactions can't be fetched without an accountAddress: expected 0x followed by 40 hex characters, or a Solana address (base58 text of 32 bytes)",
  )

/**
 * The stored chain ids to read: without `chainId`, every served chain of the address's namespace;
 * `8453`, `eip155:8453` or `solana:<ref>` that one if served, none otherwise (spec §5). An address
 * of the other namespace for a served chain is a 400.
 */
function requestedChains(account: string, chainId: string | undefined, deps: ApiDeps): number[] {
  const solana = [...(deps.solana ?? new Map()).keys()].flatMap(
    (network) => storedChainId.ofSolana(network) ?? [],
  )
  const evm = [...deps.chains.keys()]
  const wantsSolana = chainId ? chainId.startsWith('solana:') : !isEvmAddress(account)
  if (!wantsSolana) {
    const wanted = chainId === undefined ? undefined : Number(chainId.replace(/^eip155:/, ''))
    const chainIds = evm.filter((id) => wanted === undefined || id === wanted)
    if (chainIds.length > 0 && !isEvmAddress(account))
      throw new ApiError(
        400,
        'invalid_address',
        `${account} is a Solana address; EVM chains need 0x followed by 40 hex characters. Ask with chainId=solana:… for its history.`,
      )
    return chainIds
  }
  const wanted = chainId === undefined ? undefined : storedChainId.ofSolana(chainId)
  const chainIds = solana.filter((id) => chainId === undefined || id === wanted)
  if (chainIds.length > 0 && !isSolanaAddress(account))
    throw new ApiError(
      400,
      'invalid_address',
      `${account} is not a Solana address: Solana networks need base58 text of 32 bytes.`,
    )
  return chainIds
}

/**
 * The history endpoint of spec section 7, over the indexer's tables: EVM chains by chain id,
 * Solana networks by CAIP-2 id (`chainId=solana:5eykt…`, a base58 account); `onramp=coinbase` keeps
 * the on-ramp's deliveries (what its completed checkouts recorded); `cache` sets the answer's
 * `cache-control` (`historyCacheControl`). Not cached here: a transfer
 * must show within one block, and the query is one indexed range scan.
 */
export const historyRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/account/:account/history',
    summary:
      "An account's transactions on the served chains, newest first, 20 a page: a 0x address on the EVM chains, a base58 address on Solana (chainId=solana:…)",
    params: z.object({ account: historyAddressSchema }),
    query: historyQuerySchema,
    response: historyResponseSchema,
    headers: ({ query }) => ({ 'cache-control': historyCacheControl(query) }),
    handler: ({ params, query }, deps) => {
      const chainIds = requestedChains(params.account, query.chainId, deps)
      // EVM addresses are stored lower-case; base58 is case-sensitive and stored as given.
      const account = isEvmAddress(params.account) ? params.account.toLowerCase() : params.account
      return readAccountHistory(
        { account, chainIds, cursor: query.cursor, onramp: query.onramp },
        deps,
      )
    },
  }),
]
