import type { AppClaim, ApprovalCard, ApprovalRow, SimulationResult } from './ApprovalCard.ts'
import { renderGas } from './renderGas.ts'

/** The text the card shows when the chain could not run the transaction ahead. */
const SIMULATION_UNAVAILABLE = 'Could not simulate this transaction'

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text?: string,
  className?: string,
) {
  const node = doc.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (className) node.className = className
  return node
}

// Each row is one part the user must have seen before Approve unlocks.
function renderRows(doc: Document, rows: ApprovalRow[]) {
  const list = element(doc, 'dl')
  for (const row of rows) {
    const value = element(doc, 'dd', row.value, row.warning ? 'warning' : undefined)
    value.dataset.testid = `approval-${row.label.toLowerCase().replace(/\s+/g, '-')}`
    const group = element(doc, 'div', undefined, 'row')
    group.append(element(doc, 'dt', row.label), value)
    list.append(group)
  }
  return list
}

function showSimulation(doc: Document, section: HTMLElement, result: SimulationResult) {
  const status = section.querySelector('[data-testid="approval-balance-changes"]')!
  if (result.status === 'unavailable') status.replaceChildren(SIMULATION_UNAVAILABLE)
  else if (result.status === 'reverted')
    status.replaceChildren(`This transaction would fail: ${result.reason}`)
  else if (result.changes.length === 0) status.replaceChildren('No balance changes')
  else {
    const list = element(doc, 'ul')
    for (const change of result.changes)
      list.append(element(doc, 'li', change, change.startsWith('−') ? 'out' : 'in'))
    status.replaceChildren(list)
  }
}

function renderSimulation(doc: Document, simulation: Promise<SimulationResult>) {
  const section = element(doc, 'section')
  section.setAttribute('aria-label', 'Balance changes')
  const status = element(doc, 'div', 'Simulating…')
  status.dataset.testid = 'approval-balance-changes'
  status.setAttribute('aria-live', 'polite')
  section.append(element(doc, 'h2', 'Balance changes'), status)
  simulation.then(
    (result) => showSimulation(doc, section, result),
    () => showSimulation(doc, section, { status: 'unavailable' }),
  )
  return section
}

function renderRaw(doc: Document, raw: string) {
  const details = element(doc, 'details')
  const code = element(doc, 'pre', raw)
  code.dataset.testid = 'approval-raw'
  details.append(element(doc, 'summary', 'Show raw data'), code)
  return details
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

// The origin line above is what the frame checked; this line is only what the app says, and it
// says so, with a warning when the app's own URL is another origin.
function renderApp(doc: Document, app: AppClaim, origin: string) {
  const lines: HTMLElement[] = []
  const line = element(doc, 'p', undefined, 'app')
  line.dataset.testid = 'approval-app'
  if (app.icon) {
    const icon = element(doc, 'img')
    icon.alt = ''
    icon.referrerPolicy = 'no-referrer'
    icon.src = app.icon
    line.append(icon)
  }
  const said = app.url ? `${app.name || app.url} · ${app.url}` : app.name
  line.append(element(doc, 'span', `Says it is “${said}” (not verified)`))
  lines.push(line)
  if (app.url && originOf(app.url) !== origin) {
    const mismatch = element(doc, 'p', 'Its own URL is not the origin above.', 'warning')
    mismatch.dataset.testid = 'approval-app-mismatch'
    lines.push(mismatch)
  }
  return lines
}

/**
 * The card's content (heading, requesting origin, what the app says it is, chain, decoded rows,
 * balance changes, who pays the gas, raw data), built with textContent only: nothing the app sends is parsed as
 * HTML. `parts` are what describes the request (each row, the balance changes, the gas): the read gate's
 * targets; `simulation` is the balance changes' section, whose content changes once it resolves.
 *
 * @example
 * const { header, body, parts } = renderCard(document, card)
 */
export function renderCard(doc: Document, card: ApprovalCard) {
  const heading = element(doc, 'h1', card.title)
  heading.id = 'approval-title'
  const origin = element(doc, 'p', undefined, 'origin')
  origin.dataset.testid = 'approval-origin'
  origin.append('Request from ', element(doc, 'strong', card.origin))
  const where = typeof card.chain.id === 'number' ? `chain ${card.chain.id}` : card.chain.id
  const chain = element(doc, 'p', `${card.chain.name} (${where})`, 'chain')
  chain.dataset.testid = 'approval-chain'
  const header = element(doc, 'header')
  header.append(heading, origin)
  if (card.app && (card.app.name || card.app.url))
    header.append(...renderApp(doc, card.app, card.origin))
  header.append(chain)
  const body = element(doc, 'div', undefined, 'body')
  const rows = renderRows(doc, card.rows)
  body.append(rows)
  const simulation = card.simulation && renderSimulation(doc, card.simulation)
  if (simulation) body.append(simulation)
  const gas = card.gas && renderGas(doc, card.gas)
  if (gas) body.append(gas.section)
  body.append(renderRaw(doc, card.raw))
  const parts: HTMLElement[] = [...(rows.children as HTMLCollectionOf<HTMLElement>)]
  if (simulation) parts.push(simulation)
  if (gas) parts.push(gas.section)
  return { header, body, parts, simulation, gas }
}
