import {
  onrampOptionsResponseSchema,
  onrampQuoteRequestSchema,
  onrampQuoteSchema,
  onrampUrlRequestSchema,
  onrampUrlResponseSchema,
} from '@keyport/onramp/schemas'
import { isAddress as isSolanaAddress } from '@solana/kit'
import * as z from 'zod'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'
import { buildOnrampOptions } from '../onramp/buildOnrampOptions.ts'
import { checkoutFormSchema, checkoutQuerySchema } from '../onramp/checkoutSchemas.ts'
import { createOnrampUrl } from '../onramp/createOnrampUrl.ts'
import { findCheckout } from '../onramp/findCheckout.ts'
import { purchaseCheckout } from '../onramp/purchaseCheckout.ts'
import { quoteOnramp } from '../onramp/quoteOnramp.ts'
import { renderCheckoutPage } from '../onramp/renderCheckoutPage.ts'
import { renderPurchaseComplete } from '../onramp/renderPurchaseComplete.ts'
import { suggestCheckoutFiat } from '../onramp/suggestCheckoutFiat.ts'

const destinationWalletSchema = onrampUrlRequestSchema.shape.destinationWallets.element

/**
 * The on-ramp URL request with Solana destinations: a wallet's address may be base58 as well as
 * 0x (which one fits each network is checked when the checkout is made, see createOnrampUrl).
 */
const onrampUrlRequestWithSolanaSchema = onrampUrlRequestSchema.extend({
  destinationWallets: z
    .array(
      destinationWalletSchema.extend({
        address: z
          .string()
          .refine(
            (value) => /^0x[0-9a-fA-F]{40}$/.test(value) || isSolanaAddress(value),
            'Expected an address: 0x followed by 40 hex characters, or a Solana address (base58 text of 32 bytes)',
          ),
      }),
    )
    .min(1, 'destinationWallets needs at least one wallet')
    .max(10),
})

/**
 * The on-ramp endpoints of spec section 7, served by a local sandbox provider: options, quotes,
 * checkout URLs, and the checkout page itself, whose 'Buy' really sends the crypto on chain: ETH
 * and USDC on the EVM chains, SOL and USDC on Solana (network 'solana').
 */
export const onrampRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/onramp/options',
    summary: 'Payment methods, fiat currencies and limits, crypto for sale, providers',
    response: onrampOptionsResponseSchema,
    handler: (_request, deps) => buildOnrampOptions(deps.chains, deps.solana),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/onramp/quote',
    summary: 'A quote for buying crypto with an amount of fiat (limits enforced)',
    body: onrampQuoteRequestSchema,
    response: onrampQuoteSchema,
    handler: async ({ body }, deps) => (await quoteOnramp(deps, body)).quote,
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/generators/onrampurl',
    summary: 'The URL of a local checkout page delivering to the given wallets',
    body: onrampUrlRequestWithSolanaSchema,
    response: onrampUrlResponseSchema,
    handler: ({ body, projectId, origin }, deps) =>
      createOnrampUrl(deps, { request: body, projectId, origin: origin ?? 'http://127.0.0.1' }),
  }),
  defineRoute({
    method: 'GET',
    path: '/onramp/checkout',
    summary: 'The sandbox checkout page (HTML) of a generated on-ramp URL',
    auth: 'none',
    respond: 'html',
    query: checkoutQuerySchema,
    response: z.string(),
    handler: async ({ query }, deps) => {
      const checkout = await findCheckout(deps, query.session)
      return renderCheckoutPage({
        checkout,
        suggestedFiat: await suggestCheckoutFiat(deps, checkout),
      })
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/onramp/checkout',
    summary: "The checkout form's 'Buy': sends the crypto on chain, answers the receipt (HTML)",
    auth: 'none',
    respond: 'html',
    accepts: 'form',
    query: checkoutQuerySchema,
    body: checkoutFormSchema,
    response: z.string(),
    handler: async ({ query, body }, deps) =>
      renderPurchaseComplete(await purchaseCheckout(deps, { id: query.session, form: body })),
  }),
]
