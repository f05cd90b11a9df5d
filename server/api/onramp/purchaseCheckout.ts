import type { Address as SolanaAddress } from '@solana/kit'
import type { Address } from 'viem'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { assertOnrampRecipient } from './assertOnrampRecipient.ts'
import type { CheckoutForm } from './checkoutSchemas.ts'
import { checkSandboxCard } from './checkSandboxCard.ts'
import { type Checkout, createCheckoutStore } from './createCheckoutStore.ts'
import { findCheckout } from './findCheckout.ts'
import { resolveOnrampNetwork } from './onrampNetworks.ts'
import { type QuoteOnrampReturnType, quoteOnramp } from './quoteOnramp.ts'
import { sendFromSolanaTreasury } from './sendFromSolanaTreasury.ts'
import { sendFromTreasury } from './sendFromTreasury.ts'

/**
 * The checkout form's 'Buy': quotes the purchase, checks the fake card, claims the checkout (so it pays out once), sends
 * the crypto from the treasury (the EVM one, or the Solana one on Solana) to the wallet that takes this network and asset, waits for the
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
  const network = resolveOnrampNetwork(form.network, deps.chains, deps.solana).name
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
  // The checkout was checked when generated; checked again here, before anything is sent.
  assertOnrampRecipient(wallet.address, delivery.network)

  const store = createCheckoutStore(deps.db)
  if (!(await store.claim(id)))
    throw new ApiError(409, 'checkout_not_open', 'This checkout is already being paid.')
  let txHash: string
  try {
    txHash = await deliver(deps, delivery, wallet.address)
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

/** Sends from the treasury of the delivery's namespace; resolves with the transaction id. */
function deliver(
  deps: ApiDeps,
  { network, asset, units }: QuoteOnrampReturnType['delivery'],
  to: string,
) {
  if (network.namespace === 'solana')
    return sendFromSolanaTreasury(deps.db, network.chain, {
      to: to as SolanaAddress,
      token:
        asset.address === undefined
          ? undefined
          : { mint: asset.address as SolanaAddress, decimals: asset.decimals },
      units,
    })
  return sendFromTreasury(deps.db, network.chain, {
    to: to as Address,
    token:
      asset.address === undefined
        ? undefined
        : { address: asset.address as Address, decimals: asset.decimals },
    units,
  })
}
