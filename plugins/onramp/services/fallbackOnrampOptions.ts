import { defaultOnrampProviders, ONRAMP_SOLANA_NETWORK, onrampChainNames } from '../constants.ts'
import { fallbackPaymentCurrencies, type OnrampOptionsResponse } from '../schemas.ts'

const networks = Object.entries(onrampChainNames).map(([chainId, name]) => ({
  name,
  display_name: name,
  chain_id: chainId,
  contract_address: '',
}))
const solana = (contract_address: string) => ({
  name: ONRAMP_SOLANA_NETWORK,
  display_name: 'Solana',
  chain_id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  contract_address,
})

/**
 * Spec §7: what the on-ramp offers when `/v1/onramp/options` fails: card and bank account, spec
 * §9's limits for USD and EUR, ETH and USDC on the Coinbase-style chains, SOL and USDC on Solana,
 * and the two providers.
 *
 * @example
 * fallbackOnrampOptions.providers.map((p) => p.feeRange) // ['1-2%', '1-2%']
 */
export const fallbackOnrampOptions: OnrampOptionsResponse = {
  paymentMethods: [
    { id: 'card', name: 'Debit or credit card' },
    { id: 'ach_bank_account', name: 'Bank account' },
  ],
  paymentCurrencies: fallbackPaymentCurrencies,
  purchaseCurrencies: [
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [...networks, solana('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')],
    },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [solana('')] },
  ],
  providers: defaultOnrampProviders,
}
