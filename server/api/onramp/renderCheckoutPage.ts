import { checkoutLayout } from './checkoutLayout.ts'
import { SANDBOX_DECLINED_CARD, SANDBOX_TEST_CARD } from './checkSandboxCard.ts'
import type { Checkout } from './createCheckoutStore.ts'
import { escapeHtml } from './escapeHtml.ts'
import { onrampCatalog } from './onrampCatalog.ts'
import { renderPurchaseComplete } from './renderPurchaseComplete.ts'

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`

export type RenderCheckoutPageParameters = {
  checkout: Checkout
  /** The amount to show first, in USD: the preset, or one worth the preset crypto amount. */
  suggestedFiat: string
}

/**
 * The checkout page: a plain form (network, asset, amount, currency, payment method, a fake card)
 * whose 'Buy' posts back to the same URL. A completed checkout shows its receipt instead.
 *
 * @example
 * renderCheckoutPage({ checkout, suggestedFiat: '100.00' }) // '<!doctype html>…<button type="submit">Buy</button>…'
 */
export function renderCheckoutPage({ checkout, suggestedFiat }: RenderCheckoutPageParameters) {
  if (checkout.status === 'complete') return renderPurchaseComplete(checkout)
  const networks = [...new Set(checkout.wallets.flatMap((w) => w.blockchains))]
  const assets = [...new Set(checkout.wallets.flatMap((w) => w.assets))]
  const wallets = checkout.wallets
    .map(
      (w) =>
        `<li><code>${escapeHtml(w.address)}</code> on ${escapeHtml(w.blockchains.join(', '))}</li>`,
    )
    .join('')
  const form = `<form method="post" action="/onramp/checkout?session=${escapeHtml(checkout.id)}">
<p>Delivered to:</p><ul>${wallets}</ul>
<label for="network">Network</label>
<select id="network" name="network">${networks.map((n) => option(n, n, n === checkout.defaultNetwork)).join('')}</select>
<label for="asset">Buy</label>
<select id="asset" name="asset">${assets.map((a, i) => option(a, a, i === 0)).join('')}</select>
<label for="amount">Amount to pay</label>
<input id="amount" name="amount" inputmode="decimal" required pattern="\\d{1,12}(\\.\\d{1,2})?" value="${escapeHtml(suggestedFiat)}">
<label for="paymentCurrency">Currency</label>
<select id="paymentCurrency" name="paymentCurrency">${option('USD', 'USD', true)}${option('EUR', 'EUR', false)}</select>
<label for="paymentMethod">Pay with</label>
<select id="paymentMethod" name="paymentMethod">${onrampCatalog.paymentMethods.map((m, i) => option(m.id, m.name, i === 0)).join('')}</select>
<fieldset>
<legend>Card (when paying by card)</legend>
<p class="note">Nothing is charged. Use the test card <code>${SANDBOX_TEST_CARD}</code> with any future expiry and any CVC; <code>${SANDBOX_DECLINED_CARD}</code> is declined.</p>
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="${SANDBOX_TEST_CARD}">
<label for="cardExpiry">Expiry (MM/YY)</label>
<input id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" placeholder="12/30">
<label for="cardCvc">Security code (CVC)</label>
<input id="cardCvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123">
</fieldset>
<button type="submit">Buy</button>
</form>`
  return checkoutLayout('Buy crypto', form)
}
