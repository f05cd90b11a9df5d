import { type SwapToken, swapNativeTokenAddress } from '@keyport/swap/schemas'
import type { ApiChain } from '../ApiDeps.ts'
import { tokenIconUrl } from '../pricing/index.ts'

/**
 * The tokens the local exchange trades on a chain, the native coin first under AppKit's
 * placeholder address. None of the seeded tokens implements EIP-2612 permits.
 *
 * @example
 * listSwapTokens(chain).map((t) => t.symbol) // ['ETH', 'USDC', 'DAI', 'WETH']
 */
export function listSwapTokens(chain: ApiChain): SwapToken[] {
  const { chainId, nativeCurrency, tokens } = chain.deployment
  return [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      address: `eip155:${chainId}:${swapNativeTokenAddress}`,
      decimals: nativeCurrency.decimals,
      logoUri: tokenIconUrl(nativeCurrency.symbol),
      eip2612: false,
    },
    ...tokens.map((token) => ({
      name: token.name,
      symbol: token.symbol,
      address: `eip155:${chainId}:${token.address.toLowerCase()}`,
      decimals: token.decimals,
      logoUri: tokenIconUrl(token.symbol),
      eip2612: false,
    })),
  ]
}
