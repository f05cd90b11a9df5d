import { checkoutLayout } from './checkoutLayout.ts'
import type { Checkout } from './createCheckoutStore.ts'
import { escapeHtml } from './escapeHtml.ts'

/**
 * The receipt page of a completed checkout: what was bought, where it went, the transaction hash.
 *
 * @example
 * renderPurchaseComplete(checkout) // '…<h1>Purchase complete</h1>…<code id="tx-hash">0x…</code>…'
 */
export function renderPurchaseComplete(checkout: Checkout): string {
  const p = checkout.purchase ?? {}
  const line = (label: string, value: string | undefined, id?: string) =>
    `<dt>${label}</dt><dd><code${id ? ` id="${id}"` : ''}>${escapeHtml(value ?? '')}</code></dd>`
  return checkoutLayout(
    'Purchase complete',
    `<dl>
${line('Bought', `${p.purchaseAmount ?? ''} ${p.asset ?? ''}`)}
${line('Paid', `${p.paymentTotal ?? ''} ${p.paymentCurrency ?? ''}`)}
${line('Sent to', `${p.to ?? ''} on ${p.network ?? ''}`)}
${line('Transaction', checkout.txHash ?? '', 'tx-hash')}
</dl>
<p>You can close this window; the wallet's balance already shows the purchase.</p>`,
  )
}
