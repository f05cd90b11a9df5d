import type { FungiblePriceResponse } from '@keyport/connect/schemas'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { nativeTokenAddress } from './nativeTokenAddress.ts'
import { readTokenPrices, type TokenPrices } from './readTokenPrices.ts'
import { tokenIconUrl } from './tokenIconUrl.ts'

export type ReadFungiblePricesParameters = {
  /** CAIP-10 addresses, `eip155:<chain id>:0x…`, already shape-checked. */
  addresses: readonly string[]
  chains: ApiDeps['chains']
  log?: ApiDeps['log']
}

/**
 * USD price, name, symbol and icon of each token, in the order asked. Prices come from the pools
 * (see `readTokenPrices`); `0xeeee…eeee` stands for the native coin. A chain not served is a 400,
 * a token not deployed (or not priced) a 404, each naming the address.
 *
 * @example
 * await readFungiblePrices({ addresses: ['eip155:1:0xeeee…eeee'], chains: deps.chains })
 * // { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: 'data:…', price: 3000.1 }] }
 */
export async function readFungiblePrices({
  addresses,
  chains,
  log = () => {},
}: ReadFungiblePricesParameters): Promise<FungiblePriceResponse> {
  const pricesByChain = new Map<number, Promise<TokenPrices>>()
  const fungibles = addresses.map(async (caip10) => {
    const [, id, address] = caip10.split(':') as [string, string, string]
    const chainId = Number(id)
    const chain = chains.get(chainId)
    if (!chain)
      throw new ApiError(
        400,
        'unsupported_chain',
        `Chain ${id} is not supported here (${caip10}). Supported chains: ${[...chains.keys()].join(', ') || 'none'}.`,
      )
    let prices = pricesByChain.get(chainId)
    if (!prices) {
      prices = readTokenPrices(chain, log)
      pricesByChain.set(chainId, prices)
    }
    const wanted = address.toLowerCase()
    const isNative = wanted === nativeTokenAddress
    const token = isNative
      ? chain.deployment.nativeCurrency
      : chain.deployment.tokens.find((t) => t.address.toLowerCase() === wanted)
    if (!token)
      throw new ApiError(
        404,
        'token_not_found',
        `Unknown token ${caip10}: no such token is deployed on chain ${chainId}.`,
      )
    const known = await prices
    const price = isNative ? known.native : known.byAddress.get(wanted)
    if (price === undefined)
      throw new ApiError(
        404,
        'price_not_found',
        `No USD price for ${token.symbol} on chain ${chainId}: no pool links it to USDC.`,
      )
    return { name: token.name, symbol: token.symbol, iconUrl: tokenIconUrl(token.symbol), price }
  })
  // Every lookup runs; the first failure in the caller's order is the one reported.
  const settled = await Promise.allSettled(fungibles)
  return {
    fungibles: settled.map((result) => {
      if (result.status === 'rejected') throw result.reason
      return result.value
    }),
  }
}
