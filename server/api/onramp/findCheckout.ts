import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { type Checkout, createCheckoutStore } from './createCheckoutStore.ts'

/**
 * The checkout with this id: 404 when there is none, 410 when it expired unpaid (a completed one
 * stays readable, for its receipt).
 *
 * @example
 * const checkout = await findCheckout(deps, query.session)
 */
export async function findCheckout(deps: ApiDeps, id: string): Promise<Checkout> {
  const checkout = await createCheckoutStore(deps.db).find(id)
  if (!checkout)
    throw new ApiError(
      404,
      'checkout_not_found',
      'No checkout has this session id. Generate a new on-ramp URL and open it.',
    )
  if (checkout.status !== 'complete' && checkout.expiresAt.getTime() <= deps.now())
    throw new ApiError(
      410,
      'checkout_expired',
      `This checkout expired at ${checkout.expiresAt.toISOString()}. Generate a new on-ramp URL.`,
    )
  return checkout
}
