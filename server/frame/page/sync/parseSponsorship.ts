import * as z from 'zod/mini'
import { allowedPaymasterUrl } from '../sponsorship/paymasterUrl.ts'

/** The app option `sponsorship` as the frame keeps it. */
export type SponsorshipOption = 'keyport' | { url: string }

const sponsorshipSchema = z.object({
  sponsorship: z.optional(
    z.union([z.literal('keyport'), z.object({ url: z.string().check(z.maxLength(2048)) })]),
  ),
})

/**
 * Reads SYNC_DAPP_DATA's `sponsorship`: `'keyport'` (the data API's paymaster for the project) or
 * the app's own ERC-7677 service, kept only when its URL is on a paymaster origin the frame may
 * call; otherwise it is ignored and `warning` says why (the frame logs it to the console).
 *
 * @example
 * parseSponsorship({ sponsorship: 'keyport' }, origins) // { option: 'keyport' }
 * parseSponsorship({ sponsorship: { url: 'https://evil.example' } }, origins) // { warning: '…' }
 */
export function parseSponsorship(
  payload: unknown,
  paymasterOrigins: readonly string[],
): { option?: SponsorshipOption; warning?: string } {
  const parsed = z.safeParse(sponsorshipSchema, payload)
  if (!parsed.success) return { warning: 'The app option sponsorship is malformed: ignored.' }
  const option = parsed.data.sponsorship
  if (option === undefined || option === 'keyport') return option ? { option } : {}
  const url = allowedPaymasterUrl(option.url, paymasterOrigins)
  if (url) return { option: { url } }
  return {
    warning: `The app's paymaster ${option.url.slice(0, 200)} is not on an origin this wallet may call (${paymasterOrigins.join(', ')}): sponsorship ignored.`,
  }
}
