import type { GasLine } from './ApprovalCard.ts'

/** What the card says when the account cannot pay the gas a sponsor refused. */
export const NO_ETH_FOR_GAS = 'This account has no ETH for gas, so this request cannot be approved.'
/** The button that lets the user pay the gas a sponsor refused. */
const PAY_GAS_YOURSELF = 'Pay gas yourself'

/** The sponsor's refusal as a sentence, whether or not the service's message says "refused". */
export const refusalText = (reason: string) =>
  /^sponsorship refused/i.test(reason) ? reason : `Sponsorship refused: ${reason}`

const element = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text = '') => {
  const node = doc.createElement(tag)
  node.textContent = text
  return node
}

/**
 * The card's gas part: "Gas paid by <sponsor>", or the sponsor's refusal in its own words with
 * "Pay gas yourself" (when the account's ETH covers the estimate) or the notice that the account
 * has no ETH for gas. `paySelf()` switches the part to "Gas paid by you".
 *
 * @example
 * const gas = renderGas(document, { status: 'sponsored', payer: 'Sandbox' }) // "Gas paid by Sandbox"
 */
export function renderGas(doc: Document, gas: GasLine) {
  const section = element(doc, 'section')
  section.setAttribute('aria-label', 'Gas')
  const line = element(doc, 'p')
  line.dataset.testid = 'approval-gas'
  section.append(element(doc, 'h2', 'Gas'), line)
  if (gas.status === 'sponsored') {
    line.textContent = `Gas paid by ${gas.payer}`
    return { section, paySelf: () => undefined }
  }
  line.className = 'warning'
  line.textContent = refusalText(gas.reason)
  const selfPay = gas.selfPay
  if (!selfPay) {
    const none = element(doc, 'p', NO_ETH_FOR_GAS)
    none.className = 'warning'
    none.dataset.testid = 'approval-no-gas'
    section.append(none)
    return { section, paySelf: () => undefined }
  }
  const estimate = element(doc, 'p', `Paying it yourself costs about ${selfPay.estimate}.`)
  const button = element(doc, 'button', PAY_GAS_YOURSELF)
  button.type = 'button'
  button.dataset.testid = 'approval-pay-gas'
  section.append(estimate, button)
  return {
    section,
    button,
    paySelf() {
      selfPay.choose()
      line.className = ''
      line.textContent = `Gas paid by you: about ${selfPay.estimate}. ${refusalText(gas.reason)}`
      estimate.remove()
      button.remove()
    },
  }
}
