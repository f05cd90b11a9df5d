import {
  fallbackPaymentCurrencies,
  type OnrampOptionsResponse,
  type PurchaseCurrency,
} from '@keyport/onramp/schemas'
import type { ApiDeps } from '../ApiDeps.ts'
import { onrampAssetsOn } from './onrampAssetsOn.ts'
import { onrampCatalog } from './onrampCatalog.ts'
import { onrampNetworkName } from './onrampNetworks.ts'

/**
 * `GET /v1/onramp/options`: payment methods, fiat currencies with their limits, the crypto for sale
 * on each served chain, and the providers. A currency with no served network is left out.
 *
 * @example
 * buildOnrampOptions(deps.chains).purchaseCurrencies[0]?.networks.map((n) => n.name) // ['ethereum', 'base']
 */
export function buildOnrampOptions(chains: ApiDeps['chains']): OnrampOptionsResponse {
  const purchaseCurrencies: PurchaseCurrency[] = onrampCatalog.assets.map((asset) => ({
    id: asset.symbol,
    name: asset.name,
    symbol: asset.symbol,
    networks: [...chains].flatMap(([chainId, chain]) => {
      const found = onrampAssetsOn(chain).find((a) => a.symbol === asset.symbol)
      return found
        ? [
            {
              name: onrampNetworkName(chainId),
              display_name: chain.deployment.name,
              chain_id: String(chainId),
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
