import { apiErrorMessage, type HttpClient } from '@keyport/kernel'
import { OnrampUrlFailedError } from '../errors.ts'
import {
  type OnrampOptionsResponse,
  type OnrampPaymentMethodId,
  type OnrampQuote,
  type OnrampUrlRequest,
  onrampOptionsResponseSchema,
  onrampQuoteSchema,
  onrampUrlResponseSchema,
} from '../schemas.ts'
import { fallbackOnrampOptions } from './fallbackOnrampOptions.ts'
import { placeholderQuote } from './placeholderQuote.ts'

export type OnrampQuoteRequest = {
  purchaseCurrency: string
  paymentCurrency: string
  /** What the buyer pays, as a decimal string. */
  amount: string
  /** Coinbase-style name: 'base'. */
  network: string
  paymentMethod: OnrampPaymentMethodId
}

/** The data API's on-ramp calls (spec §7), each with its documented fallback. */
export interface OnrampApi {
  /** The options, or the built-in defaults (`fallback: true`) when the call fails. */
  options(): Promise<{ options: OnrampOptionsResponse; fallback: boolean }>
  /** A quote, or a placeholder (`quoteId: 'placeholder'`) when the call fails. */
  quote(request: OnrampQuoteRequest, signal?: AbortSignal): Promise<OnrampQuote>
  /** The provider's checkout URL for the request. */
  url(request: OnrampUrlRequest): Promise<string>
}

/**
 * Creates the on-ramp client over the kernel's data API client.
 *
 * @example
 * const onramp = createOnrampApi(resolve(dataApiToken))
 * const { options } = await onramp.options()
 */
export function createOnrampApi(dataApi: HttpClient): OnrampApi {
  return {
    async options() {
      try {
        const answer = await dataApi.get({ path: '/v1/onramp/options' })
        return { options: onrampOptionsResponseSchema.parse(answer), fallback: false }
      } catch {
        return { options: fallbackOnrampOptions, fallback: true }
      }
    },

    async quote(request, signal) {
      try {
        const answer = await dataApi.post({ path: '/v1/onramp/quote', body: request, signal })
        return onrampQuoteSchema.parse(answer)
      } catch (error) {
        if (signal?.aborted) throw error
        return placeholderQuote(request)
      }
    },

    async url(request) {
      let answer: unknown
      try {
        answer = await dataApi.post({ path: '/v1/generators/onrampurl', body: request })
      } catch (error) {
        throw new OnrampUrlFailedError(
          apiErrorMessage(error, 'The data API did not answer.'),
          error,
        )
      }
      const parsed = onrampUrlResponseSchema.safeParse(answer)
      if (!parsed.success || !/^https?:\/\//.test(parsed.data.url))
        throw new OnrampUrlFailedError('The data API sent a URL we could not open.')
      return parsed.data.url
    },
  }
}
