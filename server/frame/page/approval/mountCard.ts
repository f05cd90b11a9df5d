import type { ApprovalCard } from './ApprovalCard.ts'
import { renderCard } from './renderCard.ts'
import { NO_ETH_FOR_GAS } from './renderGas.ts'
import { type ReadingState, trackReading } from './trackReading.ts'
import type { GateClock, ObserveVisibility } from './watchVisibility.ts'

/** The hint under the buttons while Approve waits for the card to be fully visible. */
export const APPROVE_LOCKED_HINT = 'Approve unlocks once this card is fully visible.'
/** The hint while some parts of the request have not been on screen yet. */
const scrollHint = ({ read, total }: ReadingState) =>
  `Scroll through the whole request: Approve unlocks once every line has been on screen (${read} of ${total} read).`
/** The hint while a sponsor's refusal waits for the user to choose to pay the gas. */
const GAS_REFUSED_HINT = 'The sponsor refused the gas: choose "Pay gas yourself" to approve.'
/** The notice when the frame is too small (or zoomed out) to show the request. */
export const TOO_SMALL_NOTICE = 'Too small to show the whole request: open it in a window.'
/** The notice inside the window when the user made it too small. */
const WINDOW_TOO_SMALL_NOTICE = 'Make this window larger to read the whole request.'
/** The frame's notice while the request is open in its window. */
export const IN_WINDOW_NOTICE =
  'This request is open in its own window: approve or reject it there.'
/** The frame's notice when the browser refused to open the window. */
export const WINDOW_BLOCKED_NOTICE =
  'The browser blocked the window. Allow pop-ups for the wallet, or make this view larger: Approve waits until the whole request can be shown.'

export type MountCardParameters = {
  observe: ObserveVisibility
  clock: GateClock
  /** The user's answer: Approve (once unlocked), Reject or Escape. */
  onAnswer: (approved: boolean) => void
  /** Opens the request in a window; absent inside that window. Called in the click's own task. */
  openWindow?: () => void
  /**
   * Hears the height the card needs to show every part without scrolling, whenever it is laid out
   * again: the frame asks the app for that much room (the app may give less; the gate holds).
   */
  onNeededHeight?: (px: number) => void
}

/** Where the request's window stands, as the frame's card shows it. */
export type WindowState = 'none' | 'open' | 'blocked'

const element = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text = '') => {
  const node = doc.createElement(tag)
  node.textContent = text
  return node
}

/**
 * Whether the card can show each part at its natural size: the header and buttons within the
 * view, and the body (which scrolls) at least as tall as its tallest part. Measured with the
 * body shown; the caller then hides it (`cramped`) when it does not fit, in the same task.
 */
function fits(root: HTMLElement, body: HTMLElement, parts: readonly HTMLElement[]) {
  root.classList.remove('cramped')
  if (root.scrollHeight > root.clientHeight + 1) return false
  return parts.every((part) => part.offsetHeight <= body.clientHeight)
}

/**
 * Renders one approval card into `root` (the frame's own, or the request's window) with its read
 * gate: Approve unlocks once every part has been read and the header and buttons are visible
 * (`trackReading`), never while the view is too small to show the parts (`cramped`), and never in
 * the frame while the request is open in its window. Returns its controls.
 *
 * @example
 * const card = mountCard(root, decoded, { observe, clock, onAnswer: resolve })
 */
export function mountCard(root: HTMLElement, card: ApprovalCard, parameters: MountCardParameters) {
  const doc = root.ownerDocument
  const win = doc.defaultView
  const { header, body, parts, simulation, gas } = renderCard(doc, card)
  const approve = element(doc, 'button', 'Approve')
  approve.className = 'primary'
  approve.disabled = true
  const reject = element(doc, 'button', 'Reject')
  const hint = element(doc, 'p', APPROVE_LOCKED_HINT)
  hint.className = 'hint'
  const noticeText = element(doc, 'p')
  const notice = element(doc, 'div')
  notice.className = 'notice'
  notice.setAttribute('role', 'status')
  notice.dataset.testid = 'approval-notice'
  notice.append(noticeText)
  // In a cramped frame, "Open in a window" takes Approve's place (Approve cannot unlock there).
  const openButton = element(doc, 'button', 'Open in a window')
  openButton.className = 'primary'
  const actions = element(doc, 'div')
  actions.className = 'actions'
  actions.append(reject, ...(parameters.openWindow ? [openButton] : []), approve)
  root.replaceChildren(header, body, notice, hint, actions)
  root.tabIndex = -1
  root.hidden = false

  let reading: ReadingState = { open: false, read: 0, total: parts.length }
  let cramped = false
  let windowState: WindowState = 'none'
  let open = false
  let payable = false
  // A refused sponsorship keeps Approve off until the user chooses to pay the gas (if they can).
  let gasRefused = card.gas?.status === 'refused'
  const render = () => {
    const visible = reading.open && !cramped && windowState !== 'open'
    open = visible && !gasRefused
    approve.disabled = !open
    // Paying the gas oneself is a choice made on the card as the gate sees it, like Approve.
    payable = visible && gasRefused
    if (gas?.button) gas.button.disabled = !payable
    const noticeLine =
      windowState === 'open'
        ? IN_WINDOW_NOTICE
        : !cramped
          ? undefined
          : !parameters.openWindow
            ? WINDOW_TOO_SMALL_NOTICE
            : windowState === 'blocked'
              ? WINDOW_BLOCKED_NOTICE
              : TOO_SMALL_NOTICE
    notice.hidden = noticeLine === undefined
    noticeText.textContent = noticeLine ?? ''
    openButton.hidden = !cramped || windowState === 'open' || !parameters.openWindow
    approve.hidden = !openButton.hidden
    hint.hidden = open || noticeLine !== undefined
    // Asking to scroll only makes sense when the body does scroll.
    const scrolls = body.scrollHeight > body.clientHeight + 1
    hint.textContent =
      scrolls && reading.read < reading.total
        ? scrollHint(reading)
        : visible && gasRefused
          ? gas?.button
            ? GAS_REFUSED_HINT
            : NO_ETH_FOR_GAS
          : APPROVE_LOCKED_HINT
    root.dataset.read = `${reading.read}/${reading.total}`
  }
  const measure = () => {
    root.classList.remove('cramped')
    parameters.onNeededHeight?.(
      Math.ceil(root.offsetHeight - body.clientHeight + body.scrollHeight),
    )
    cramped = !fits(root, body, parts)
    root.classList.toggle('cramped', cramped)
    render()
  }

  // `data-visible` is the browser's latest report on the whole card (before any hold): a signal a
  // browser test can wait for instead of waiting out the hold.
  const latest = new Map<Element, boolean>()
  const observe: ObserveVisibility = (target, onChange) =>
    parameters.observe(target, (visible) => {
      latest.set(target, visible)
      root.dataset.visible = String([...latest.values()].every(Boolean))
      onChange(visible)
    })
  const tracker = trackReading({
    parts,
    frame: [header, actions],
    observe,
    clock: parameters.clock,
    onChange: (state) => {
      reading = state
      render()
    },
  })
  measure()
  // The balance changes arrive later: new content to read, maybe a taller part.
  void card.simulation
    ?.then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      if (!simulation?.isConnected) return
      tracker.unread(simulation)
      measure()
    })
  win?.addEventListener('resize', measure)

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') parameters.onAnswer(false)
  }
  // The disabled attribute already stops clicks; the flag also covers a script that re-enables it.
  approve.addEventListener('click', () => open && parameters.onAnswer(true))
  reject.addEventListener('click', () => parameters.onAnswer(false))
  openButton.addEventListener('click', () => parameters.openWindow?.())
  gas?.button?.addEventListener('click', () => {
    if (!payable) return
    gasRefused = false
    gas.paySelf()
    // The gas part says something new: it is read again before Approve unlocks.
    tracker.unread(gas.section)
    measure()
  })
  doc.addEventListener('keydown', onKey)
  // Focus the card, not Approve: a keystroke meant for the host must not land on Approve.
  root.focus()
  return {
    setWindowState(state: WindowState) {
      windowState = state
      render()
    },
    unmount() {
      tracker.stop()
      win?.removeEventListener('resize', measure)
      doc.removeEventListener('keydown', onKey)
      delete root.dataset.visible
      delete root.dataset.read
      root.classList.remove('cramped')
      root.hidden = true
      root.replaceChildren()
    },
  }
}
