import { swapNativeTokenAddress } from '@keyport/swap/schemas'
import type { Address } from 'viem'
import type { ApiChain, ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { unsupportedReason } from '../networks/supportedNetworks.ts'

/** A token a swap names, found in the served deployment. */
export type SwapToken = {
  chainId: number
  chain: ApiChain
  /** As the client named it, lower-case: 'eip155:1:0x…'. */
  caip10: string
  /** The contract; the placeholder 0xeeee…eeee for the native coin. */
  address: Address
  isNative: boolean
  /** The wrapped-native contract, which stands in for the native coin in router paths. */
  wrapped: Address
  symbol: string
  decimals: number
}

/** The chain of a served CAIP-2 or plain chain id; throws spec section 8's text otherwise. */
export function swapChain(chainId: number, chains: ApiDeps['chains'], message: string): ApiChain {
  const chain = chains.get(chainId)
  if (!chain)
    throw new ApiError(
      400,
      'network_not_supported',
      `${message}: ${unsupportedReason(chainId, { chains })}`,
    )
  return chain
}

/**
 * Finds a CAIP-10 token (already shape-checked) among the served chains' swappable tokens.
 * Throws a 400 'Network not supported for Swaps' for another chain and a 400 naming the address
 * for a token the exchange does not list.
 *
 * @example
 * resolveSwapToken('eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', deps.chains).isNative // true
 */
export function resolveSwapToken(caip10: string, chains: ApiDeps['chains']): SwapToken {
  const [, id, raw] = caip10.toLowerCase().split(':') as [string, string, string]
  const chainId = Number(id)
  const chain = swapChain(chainId, chains, 'Network not supported for Swaps')
  const wrappedToken = chain.deployment.tokens.find((t) => t.wrappedNative)
  if (!wrappedToken)
    throw new ApiError(
      400,
      'network_not_supported',
      'Network not supported for Swaps: no wrapped native token.',
    )
  const wrapped = wrappedToken.address as Address
  const base = { chainId, chain, caip10: `eip155:${chainId}:${raw}`, wrapped }
  if (raw === swapNativeTokenAddress) {
    const { symbol, decimals } = chain.deployment.nativeCurrency
    return { ...base, address: swapNativeTokenAddress, isNative: true, symbol, decimals }
  }
  const token = chain.deployment.tokens.find((t) => t.address.toLowerCase() === raw)
  if (!token)
    throw new ApiError(
      400,
      'token_not_found',
      `Unknown token ${caip10}: it is not swappable on chain ${chainId}. See /v1/convert/tokens?chainId=${chainId}.`,
    )
  return {
    ...base,
    address: token.address as Address,
    isNative: false,
    symbol: token.symbol,
    decimals: token.decimals,
  }
}
