import type { ApiChain } from '../ApiDeps.ts'
import { onrampCatalog } from './onrampCatalog.ts'

export type OnrampAsset = {
  symbol: string
  name: string
  decimals: number
  /** The ERC-20's address; undefined for the native coin. */
  address: `0x${string}` | undefined
}

/**
 * The catalogue's assets as deployed on one chain: the native coin always, a token only where the
 * deployment has it.
 *
 * @example
 * onrampAssetsOn(chain).map((a) => a.symbol) // ['ETH', 'USDC']
 */
export function onrampAssetsOn(chain: ApiChain): OnrampAsset[] {
  const { nativeCurrency, tokens } = chain.deployment
  return onrampCatalog.assets.flatMap((asset): OnrampAsset[] => {
    if (asset.native)
      return nativeCurrency.symbol === asset.symbol
        ? [{ ...asset, decimals: nativeCurrency.decimals, address: undefined }]
        : []
    const token = tokens.find((t) => t.symbol === asset.symbol)
    return token
      ? [
          {
            symbol: asset.symbol,
            name: asset.name,
            decimals: token.decimals,
            address: token.address as `0x${string}`,
          },
        ]
      : []
  })
}
