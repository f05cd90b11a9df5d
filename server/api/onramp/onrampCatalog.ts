import type { OnrampPaymentMethodId } from '@keyport/onramp/schemas'

/**
 * What the local on-ramp sells and on which terms. Every figure a quote uses is here, so the
 * README and the tests can point at one place.
 */
export const onrampCatalog = {
  /** Spec §9: two providers, each 1-2 %; one eip155 only, the other eip155 and solana. */
  providers: [
    {
      label: 'Keyport Pay (local)',
      name: 'keyport-pay',
      feeRange: '1-2%',
      url: '',
      supportedChains: ['eip155' as const],
    },
    {
      label: 'Sandbox Ramp (local)',
      name: 'sandbox-ramp',
      feeRange: '1-2%',
      url: '',
      supportedChains: ['eip155' as const, 'solana' as const],
    },
  ],
  paymentMethods: [
    { id: 'card' as const, name: 'Debit or credit card' },
    { id: 'ach_bank_account' as const, name: 'Bank account' },
  ],
  /** The provider's fee by payment method, in basis points: card 2 %, bank 1 % (spec §9's range). */
  feeBps: { card: 200n, ach_bank_account: 100n } satisfies Record<OnrampPaymentMethodId, bigint>,
  /**
   * USD per one unit of each fiat currency, in basis points. EUR is fixed at 1.08 USD: the sandbox
   * has no exchange-rate feed, and a fixed rate keeps quotes reproducible.
   */
  usdPerFiatBps: { USD: 10_000n, EUR: 10_800n } as Record<string, bigint>,
  /** ETH's USD price when the pools cannot price it: the price the pools are seeded at. */
  fallbackEthUsd: 3000,
  /** Gas one delivery costs: a native transfer, an ERC-20 transfer (a generous estimate). */
  deliveryGas: { native: 21_000n, token: 65_000n },
  /**
   * Lamports one Solana delivery costs: one signature's fee (5,000); for an SPL token also the
   * rent of the buyer's token account, which the delivery creates when there is none.
   */
  deliveryLamports: { native: 5_000n, token: 5_000n + 2_039_280n },
  /**
   * The crypto for sale: the native coin of every served chain (ETH; SOL on Solana), and USDC
   * where it is deployed. Solana's prices are the fixed ones its balances use (SOL 150, USDC 1).
   */
  assets: [
    { symbol: 'ETH', name: 'Ether', native: true },
    { symbol: 'USDC', name: 'USD Coin', native: false },
    { symbol: 'SOL', name: 'Solana', native: true },
  ],
  /** How long a generated checkout URL stays usable. */
  checkoutTtlMs: 30 * 60_000,
} as const
