import type { AppClaim, ApprovalCard } from './approval/ApprovalCard.ts'
import { observeVisibility } from './approval/observeVisibility.ts'
import { renderCard } from './approval/renderCard.ts'
import {
  type GateClock,
  type ObserveVisibility,
  watchVisibility,
} from './approval/watchVisibility.ts'

export type { ApprovalCard } from './approval/ApprovalCard.ts'

/** The visibility signal and clock the card's Approve gate uses; tests inject fakes. */
export type ApprovalGate = { observe: ObserveVisibility; clock: GateClock }

/** The hint under the buttons while Approve waits for the card to be fully visible. */
export const APPROVE_LOCKED_HINT = 'Approve unlocks once this card is fully visible.'

let cancelOpen: (() => void) | undefined
let appClaim: AppClaim | undefined

/** Keeps what the app last said about itself (SYNC_DAPP_DATA) for the cards that follow. */
export function setAppClaim(claim: AppClaim | undefined) {
  appClaim = claim
}

function browserGate(doc: Document): ApprovalGate {
  const win = doc.defaultView!
  return {
    observe: observeVisibility(win),
    clock: {
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
      clearTimeout: (handle) => win.clearTimeout(handle as number),
    },
  }
}

/**
 * Shows the frame's own approval card (the app shows the frame over its modal) and resolves
 * true on Approve, false on Reject or when the app aborts (`closeApproval`), also while the card
 * is still being decoded. Approve stays disabled until the card has been fully visible for 500 ms,
 * so a host page that makes the frame transparent, covers it or moves it off screen cannot click
 * it through.
 */
export function askApproval(
  doc: Document,
  request: ApprovalCard | Promise<ApprovalCard>,
  gate: ApprovalGate = browserGate(doc),
): Promise<boolean> {
  closeApproval()
  if (!(request instanceof Promise)) return openCard(doc, request, gate)
  // Decoding reads the chain first; an abort in the meantime must not open the card later.
  let aborted = false
  cancelOpen = () => {
    aborted = true
  }
  return request.then((card) => (aborted ? false : openCard(doc, card, gate)))
}

function openCard(doc: Document, card: ApprovalCard, gate: ApprovalGate): Promise<boolean> {
  return new Promise((resolve) => {
    const root = doc.getElementById('approval')!
    const { header, body } = renderCard(doc, { ...card, app: card.app ?? appClaim })
    const approve = doc.createElement('button')
    approve.textContent = 'Approve'
    approve.className = 'primary'
    approve.disabled = true
    const reject = doc.createElement('button')
    reject.textContent = 'Reject'
    const hint = doc.createElement('p')
    hint.className = 'hint'
    hint.textContent = APPROVE_LOCKED_HINT
    const actions = doc.createElement('div')
    actions.className = 'actions'
    actions.append(reject, approve)
    root.replaceChildren(header, body, hint, actions)
    root.tabIndex = -1
    root.hidden = false
    let open = false
    // `data-visible` is the browser's latest report on this card (before the hold): a signal a
    // browser test can wait for instead of waiting out the hold.
    const observe: ObserveVisibility = (target, onChange) =>
      gate.observe(target, (visible) => {
        root.dataset.visible = String(visible)
        onChange(visible)
      })
    const stopWatching = watchVisibility(
      root,
      (visible) => {
        open = visible
        approve.disabled = !visible
        hint.hidden = visible
      },
      { ...gate, observe },
    )
    const finish = (approved: boolean) => {
      cancelOpen = undefined
      stopWatching()
      delete root.dataset.visible
      root.hidden = true
      root.replaceChildren()
      doc.removeEventListener('keydown', onKey)
      resolve(approved)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(false)
    }
    // The disabled attribute already stops clicks; the flag also covers a script that re-enables it.
    approve.addEventListener('click', () => open && finish(true))
    reject.addEventListener('click', () => finish(false))
    doc.addEventListener('keydown', onKey)
    cancelOpen = () => finish(false)
    // Focus the card, not Approve: a keystroke meant for the host must not land on Approve.
    root.focus()
  })
}

/** Closes an open approval card as rejected (the app aborted the request). */
export function closeApproval() {
  cancelOpen?.()
}
