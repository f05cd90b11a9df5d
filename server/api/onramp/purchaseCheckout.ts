import type { Address } from 'viem'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import type { CheckoutForm } from './checkoutSchemas.ts'
import { checkSandboxCard } from './checkSandboxCard.ts'
import { type Checkout, createCheckoutStore } from './createCheckoutStore.ts'
import { findCheckout } from './findCheckout.ts'
import { resolveOnrampNetwork } from './onrampNetworks.ts'
import { quoteOnramp } from './quoteOnramp.ts'
import { sendFromTreasury } from './sendFromTreasury.ts'

/**
 * The checkout form's 'Buy': quotes the purchase, checks the fake card, claims the checkout (so it pays out once), sends
 * the crypto from the treasury to the wallet that takes this network and asset, waits for the
 * block, and records the receipt. A failed send frees the checkout for another try.
 *
 * @example
 * const done = await purchaseCheckout(deps, { id, form })
 * done.txHash // '0x…'
 */
export async function purchaseCheckout(
  deps: ApiDeps,
  { id, form }: { id: string; form: CheckoutForm },
): Promise<Checkout> {
  const checkout = await findCheckout(deps, id)
  if (checkout.status !== 'open')
    throw new ApiError(
      409,
      'checkout_not_open',
      checkout.status === 'complete'
        ? `This checkout is already paid (transaction ${checkout.txHash}). Generate a new on-ramp URL to buy again.`
        : 'This checkout is being paid right now; reload the page in a few seconds.',
    )
  const network = resolveOnrampNetwork(form.network, deps.chains).name
  const wallet = checkout.wallets.find(
    (w) => w.blockchains.includes(network) && w.assets.includes(form.asset),
  )
  if (!wallet)
    throw new ApiError(
      400,
      'not_in_checkout',
      `This checkout does not deliver ${form.asset.slice(0, 32)} on ${network}. Pick a network and asset from the form.`,
    )
  const { quote, delivery } = await quoteOnramp(deps, {
    purchaseCurrency: form.asset,
    paymentCurrency: form.paymentCurrency,
    amount: form.amount,
    network,
    paymentMethod: form.paymentMethod,
  })

  if (form.paymentMethod === 'card') checkSandboxCard(form, deps.now())

  const store = createCheckoutStore(deps.db)
  if (!(await store.claim(id)))
    throw new ApiError(409, 'checkout_not_open', 'This checkout is already being paid.')
  let txHash: string
  try {
    txHash = await sendFromTreasury(delivery.network.chain, {
      to: wallet.address as Address,
      token: delivery.asset.address && {
        address: delivery.asset.address,
        decimals: delivery.asset.decimals,
      },
      units: delivery.units,
    })
  } catch (cause) {
    await store.release(id)
    deps.log(`on-ramp delivery for checkout ${id} failed`, cause)
    throw new ApiError(
      502,
      'delivery_failed',
      `The sandbox could not send the purchase on ${network}; nothing was bought. Try again.`,
    )
  }
  const purchase = {
    asset: delivery.asset.symbol,
    purchaseAmount: quote.purchaseAmount.amount,
    paymentTotal: quote.paymentTotal.amount,
    paymentCurrency: quote.paymentTotal.currency,
    network,
    to: wallet.address,
    quoteId: quote.quoteId,
  }
  await store.complete(id, txHash, purchase, new Date(deps.now()))
  return { ...checkout, status: 'complete', txHash, purchase }
}
