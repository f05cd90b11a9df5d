import { onrampPaymentMethodIdSchema } from '@keyport/onramp/schemas'
import * as z from 'zod'

/** Query of the checkout page: `?session=<id from the generated URL>`. */
export const checkoutQuerySchema = z.object({
  session: z.uuid({ error: 'session must be the id from a generated on-ramp URL (a UUID)' }),
})

/** The checkout form's fields, as the browser posts them (all strings). */
export const checkoutFormSchema = z.object({
  network: z
    .string()
    .min(1)
    .max(64)
    .meta({ examples: ['base'] }),
  asset: z
    .string()
    .min(1)
    .max(32)
    .meta({ examples: ['ETH'] })
    .transform((s) => s.toUpperCase()),
  amount: z
    .string()
    .min(1, 'Enter the amount to pay')
    .max(40)
    .meta({ examples: ['100'] }),
  paymentCurrency: z
    .string()
    .min(1)
    .max(8)
    .meta({ examples: ['USD'] })
    .transform((s) => s.toUpperCase()),
  paymentMethod: onrampPaymentMethodIdSchema,
  /** The fake card, checked when paying by card (see checkSandboxCard). */
  cardNumber: z
    .string()
    .max(40)
    .optional()
    .meta({ examples: ['4242 4242 4242 4242'] }),
  cardExpiry: z
    .string()
    .max(10)
    .optional()
    .meta({ examples: ['12/30'] }),
  cardCvc: z
    .string()
    .max(8)
    .optional()
    .meta({ examples: ['123'] }),
})

export type CheckoutForm = z.output<typeof checkoutFormSchema>
