import {
  fallbackPaymentCurrencies,
  type OnrampOptionsResponse,
  type PurchaseCurrency,
} from '@keyport/onramp/schemas'
import type { ApiDeps } from '../ApiDeps.ts'
import { onrampAssetsOn } from './onrampAssetsOn.ts'
import { onrampCatalog } from './onrampCatalog.ts'
import { type OnrampNetwork, onrampNetworkName, onrampSolanaNetworkName } from './onrampNetworks.ts'

/**
 * `GET /v1/onramp/options`: payment methods, fiat currencies with their limits, the crypto for sale
 * on each served chain and Solana network, and the providers. A currency with no served network
 * is left out. On Solana, `chain_id` is the CAIP-2 id and `contract_address` the token's mint.
 *
 * @example
 * buildOnrampOptions(deps.chains).purchaseCurrencies[0]?.networks.map((n) => n.name) // ['ethereum', 'base']
 */
export function buildOnrampOptions(
  chains: ApiDeps['chains'],
  solana: NonNullable<ApiDeps['solana']> = new Map(),
): OnrampOptionsResponse {
  const networks: (OnrampNetwork & { displayName: string; chainIdText: string })[] = [
    ...[...chains].map(([chainId, chain]) => ({
      namespace: 'eip155' as const,
      chainId,
      name: onrampNetworkName(chainId),
      chain,
      displayName: chain.deployment.name,
      chainIdText: String(chainId),
    })),
    ...[...solana].map(([caip2, chain]) => ({
      namespace: 'solana' as const,
      caip2,
      name: onrampSolanaNetworkName(caip2),
      chain,
      displayName: chain.cluster.name,
      chainIdText: caip2,
    })),
  ]
  const purchaseCurrencies: PurchaseCurrency[] = onrampCatalog.assets.map((asset) => ({
    id: asset.symbol,
    name: asset.name,
    symbol: asset.symbol,
    networks: networks.flatMap((network) => {
      const found = onrampAssetsOn(network).find((a) => a.symbol === asset.symbol)
      return found
        ? [
            {
              name: network.name,
              display_name: network.displayName,
              chain_id: network.chainIdText,
              contract_address: found.address ?? '',
            },
          ]
        : []
    }),
  }))
  return {
    paymentMethods: onrampCatalog.paymentMethods.map((method) => ({ ...method })),
    paymentCurrencies: fallbackPaymentCurrencies,
    purchaseCurrencies: purchaseCurrencies.filter((currency) => currency.networks.length > 0),
    providers: onrampCatalog.providers.map((provider) => ({
      ...provider,
      supportedChains: [...provider.supportedChains],
    })),
  }
}
