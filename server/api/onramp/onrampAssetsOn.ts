import { solanaTokens } from '../solana/solanaTokens.ts'
import { onrampCatalog } from './onrampCatalog.ts'
import type { OnrampNetwork } from './onrampNetworks.ts'

export type OnrampAsset = {
  symbol: string
  name: string
  decimals: number
  /** The ERC-20's address, or the SPL token's mint (base58); undefined for the native coin. */
  address: string | undefined
}

// The SPL tokens for sale on Solana and their decimals (the local chain's USDC mint has 6).
const solanaDecimals = new Map([['USDC', 6]])

/**
 * The catalogue's assets as deployed on one network: the native coin always (ETH on the EVM
 * chains, SOL on Solana), a token only where the deployment has it (USDC's mint on Solana).
 *
 * @example
 * onrampAssetsOn(network).map((a) => a.symbol) // ['ETH', 'USDC'], or ['USDC', 'SOL'] on Solana
 */
export function onrampAssetsOn(network: OnrampNetwork): OnrampAsset[] {
  if (network.namespace === 'solana') return solanaAssets()
  const { nativeCurrency, tokens } = network.chain.deployment
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
            address: token.address,
          },
        ]
      : []
  })
}

function solanaAssets(): OnrampAsset[] {
  const native = solanaTokens.native
  return onrampCatalog.assets.flatMap((asset): OnrampAsset[] => {
    if (asset.native)
      return native.symbol === asset.symbol
        ? [{ ...asset, decimals: native.decimals, address: undefined }]
        : []
    const mint = [...solanaTokens.byMint].find(([, token]) => token.symbol === asset.symbol)?.[0]
    const decimals = solanaDecimals.get(asset.symbol)
    return mint && decimals !== undefined
      ? [{ symbol: asset.symbol, name: asset.name, decimals, address: mint }]
      : []
  })
}
