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
})

export type CheckoutForm = z.output<typeof checkoutFormSchema>
