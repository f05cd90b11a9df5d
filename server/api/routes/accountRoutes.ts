import {
  balanceQuerySchema,
  balanceResponseSchema,
  evmAddressSchema,
  fungiblePriceRequestSchema,
  fungiblePriceResponseSchema,
} from '@keyport/connect/schemas'
import { isAddress as isSolanaAddress, type Address as SolanaAddress } from '@solana/kit'
import type { Address } from 'viem'
import * as z from 'zod'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'
import { isSupportedChain, unsupportedReason } from '../networks/supportedNetworks.ts'
import { readFungiblePrices, readTokenBalances } from '../pricing/index.ts'
import { type ChainRef, chainRefSchema } from '../solana/chainRefSchema.ts'
import { readSolanaBalances } from '../solana/readSolanaBalances.ts'

const isEvmAddress = (value: string) => evmAddressSchema.safeParse(value).success

// EVM addresses compare without case; Solana's base58 addresses are case-sensitive.
const balanceTag = (address: string) =>
  `balance:${isEvmAddress(address) ? address.toLowerCase() : address}`

const accountAddressSchema = z
  .string()
  .refine(
    (value) => isEvmAddress(value) || isSolanaAddress(value),
    'Expected an address: 0x followed by 40 hex characters, or a Solana address (base58 text of 32 bytes)',
  )

/**
 * The EVM chains asked for: every one without a chain id, none for a supported id not served here
 * (spec §5), a 400 'Network not supported for Balances' for an id outside spec §9's list; an
 * address of another namespace for a served chain is a 400.
 */
function evmBalances(address: string, chain: ChainRef | undefined, deps: ApiDeps) {
  if (chain && 'chainId' in chain && !isSupportedChain(chain.chainId, deps))
    throw new ApiError(
      400,
      'network_not_supported',
      `Network not supported for Balances: ${unsupportedReason(chain.chainId, deps)}`,
    )
  const only = chain && 'chainId' in chain ? deps.chains.get(chain.chainId) : undefined
  const chains = chain === undefined ? [...deps.chains.values()] : only ? [only] : []
  if (chains.length > 0 && !isEvmAddress(address)) {
    throw new ApiError(
      400,
      'invalid_address',
      `${address} is a Solana address; EVM chains need 0x followed by 40 hex characters. Ask with chainId=solana:… for its balances.`,
    )
  }
  const owner = address.toLowerCase() as Address
  return Promise.all(
    chains.map((c) => readTokenBalances({ chain: c, address: owner, log: deps.log })),
  )
}

/** The Solana networks asked for, as `evmBalances` does for EVM chains. */
function solanaBalances(address: string, chain: ChainRef | undefined, deps: ApiDeps) {
  const served = deps.solana ?? new Map()
  const only = chain && 'caip2' in chain ? served.get(chain.caip2) : undefined
  const networks = chain === undefined ? [...served.values()] : only ? [only] : []
  if (networks.length > 0 && !isSolanaAddress(address)) {
    throw new ApiError(
      400,
      'invalid_address',
      `${address} is not a Solana address: Solana networks need base58 text of 32 bytes.`,
    )
  }
  return Promise.all(
    networks.map((network) =>
      readSolanaBalances({ chain: network, owner: address as SolanaAddress, log: deps.log }),
    ),
  )
}

/**
 * Balances (spec §9: cached 30 s; `forceUpdate` skips the cache and drops the address's cached
 * balances in every instance, so none of them answers the stale one for the rest of its 30 s)
 * and fungible prices.
 */
export const accountRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/account/:address/balance',
    summary:
      "Native and token balances with USD prices: ERC-20 for a 0x address, SOL and SPL tokens for a base58 Solana address (chainId=solana:…). Without chainId, every served chain of the address's namespace; a supported chain not served here answers { balances: [] }, one outside the supported networks (spec §9) a 400.",
    params: z.object({ address: accountAddressSchema }),
    query: balanceQuerySchema.extend({ chainId: chainRefSchema.optional() }),
    response: balanceResponseSchema,
    cacheTtlMs: 30_000,
    cacheTags: ({ params }) => [balanceTag(params.address)],
    invalidates: ({ params, query }) =>
      query.forceUpdate === undefined ? [] : [balanceTag(params.address)],
    handler: async ({ params, query }, deps) => {
      // No chainId: every served chain of the address's namespace. An unserved id: none (spec §5).
      const chain = query.chainId
      const solana = chain ? chain.namespace === 'solana' : !isEvmAddress(params.address)
      const perChain = solana
        ? await solanaBalances(params.address, chain, deps)
        : await evmBalances(params.address, chain, deps)
      return { balances: perChain.flat() }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/fungible/price',
    summary:
      'USD price, name, symbol and icon of tokens given as CAIP-10 addresses, from the pools',
    body: fungiblePriceRequestSchema,
    response: fungiblePriceResponseSchema,
    handler: ({ body }, deps) =>
      readFungiblePrices({ addresses: body.addresses, chains: deps.chains, log: deps.log }),
  }),
]
