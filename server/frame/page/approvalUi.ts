import type { AppClaim, ApprovalCard, ApprovalRow } from './approval/ApprovalCard.ts'
import { mountCard } from './approval/mountCard.ts'
import { observeVisibility } from './approval/observeVisibility.ts'
import type { GateClock, ObserveVisibility } from './approval/watchVisibility.ts'
import {
  APPROVAL_WINDOW_FEATURES,
  prepareApprovalWindow,
} from './approvalWindow/prepareApprovalWindow.ts'

export type { ApprovalCard } from './approval/ApprovalCard.ts'
export { APPROVE_LOCKED_HINT } from './approval/mountCard.ts'

/**
 * The visibility signal and clock the card's Approve gate uses, and how the request's window opens
 * and is watched; tests inject fakes.
 */
export type ApprovalGate = {
  observe: ObserveVisibility
  clock: GateClock
  /** Opens the request's window. @default window.open('', '_blank', APPROVAL_WINDOW_FEATURES) */
  openWindow?: () => Window | null
  /** The gate inside that window. @default this same gate */
  forWindow?: (popup: Window) => ApprovalGate
}

/** The account types the app can switch between (SET_PREFERRED_ACCOUNT, GET_USER). */
export type AccountType = 'eoa' | 'smartAccount' | 'eip7702'

// How often the frame looks whether the user closed the request's window.
const WINDOW_CHECK_MS = 500

let cancelOpen: (() => void) | undefined
let appClaim: AppClaim | undefined
let accountNote: ApprovalRow | undefined

let neededHeightListener: ((px: number) => void) | undefined

/**
 * Hears the height the open card needs (the frame asks the app for that room; a card that gets
 * less scrolls, and its gate still asks for every part to have been read).
 */
export function onCardHeight(listener: (px: number) => void) {
  neededHeightListener = listener
}

/** Keeps what the app last said about itself (SYNC_DAPP_DATA) for the cards that follow. */
export function setAppClaim(claim: AppClaim | undefined) {
  appClaim = claim
}

/**
 * Records that the app switched the signing account (SET_PREFERRED_ACCOUNT, or GET_USER with
 * another preferredAccountType): the next card opens with a warning row saying so. The row stays
 * on every card until the user has answered one that showed it, so an app that aborts the card
 * cannot spend the warning on a request the user never saw.
 *
 * @example
 * noteAccountTypeChange('eoa', 'smartAccount', '0x…') // next card: "The app switched the signing account to the smart account (0x…)"
 */
export function noteAccountTypeChange(from: AccountType, to: AccountType, address: string) {
  if (from === to) return
  const name =
    to === 'smartAccount'
      ? 'the smart account'
      : to === 'eip7702'
        ? 'the delegated account (EIP-7702)'
        : 'the plain account (EOA)'
  accountNote = {
    label: 'Signing account changed',
    value: `The app switched the signing account to ${name} (${address})`,
    warning: true,
  }
}

function browserGate(win: Window): ApprovalGate {
  return {
    observe: observeVisibility(win as Window & typeof globalThis),
    clock: {
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
      clearTimeout: (handle) => win.clearTimeout(handle as number),
    },
    openWindow: () => win.open('', '_blank', APPROVAL_WINDOW_FEATURES),
    forWindow: (popup) => browserGate(popup),
  }
}

/**
 * Shows the frame's own approval card (the app shows the frame over its modal) and resolves
 * true on Approve, false on Reject or when the app aborts (`closeApproval`), also while the card
 * is still being decoded. Approve stays disabled until every part of the request has been
 * visible, opaque and legible for 500 ms and the header and buttons are visible now, so a host page
 * that makes the frame transparent, squeezes, zooms, covers or moves it cannot click it through.
 * When the frame is too small, the card offers to open the request in a window of its own.
 */
export function askApproval(
  doc: Document,
  request: ApprovalCard | Promise<ApprovalCard>,
  gate: ApprovalGate = browserGate(doc.defaultView!),
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

function openCard(doc: Document, decoded: ApprovalCard, gate: ApprovalGate): Promise<boolean> {
  return new Promise((resolve) => {
    const note = accountNote
    const card = {
      ...decoded,
      app: decoded.app ?? appClaim,
      rows: note ? [note, ...decoded.rows] : decoded.rows,
    }
    let popup: { win: Window; unmount(): void; timer: unknown } | undefined
    const closeWindow = () => {
      if (!popup) return
      gate.clock.clearTimeout(popup.timer)
      popup.unmount()
      popup.win.close()
      popup = undefined
    }
    const finish = (approved: boolean, byUser: boolean) => {
      cancelOpen = undefined
      closeWindow()
      frameCard.unmount()
      doc.defaultView?.removeEventListener('pagehide', closeWindow)
      if (byUser && note && accountNote === note) accountNote = undefined
      resolve(approved)
    }
    const onAnswer = (approved: boolean) => finish(approved, true)
    // Runs in the click on "Open in a window", inside the frame: the user's activation opens it.
    const openWindow = () => {
      if (popup) return popup.win.focus()
      const win = (gate.openWindow ?? (() => null))()
      if (!win) return frameCard.setWindowState('blocked')
      const windowGate = gate.forWindow?.(win) ?? gate
      const windowCard = mountCard(prepareApprovalWindow(win, doc), card, {
        ...windowGate,
        onAnswer,
      })
      const watch = () => {
        if (!popup) return
        if (!win.closed) {
          popup.timer = gate.clock.setTimeout(watch, WINDOW_CHECK_MS)
          return
        }
        // Closed by the user: the request waits in the frame again.
        popup.unmount()
        popup = undefined
        frameCard.setWindowState('none')
      }
      popup = { win, unmount: windowCard.unmount, timer: undefined }
      popup.timer = gate.clock.setTimeout(watch, WINDOW_CHECK_MS)
      frameCard.setWindowState('open')
      win.focus()
    }
    const root = doc.getElementById('approval')!
    const frameCard = mountCard(root, card, {
      ...gate,
      onAnswer,
      openWindow,
      onNeededHeight: (px) => neededHeightListener?.(px),
    })
    doc.defaultView?.addEventListener('pagehide', closeWindow)
    cancelOpen = () => finish(false, false)
  })
}

/** Closes an open approval card, and its window, as rejected (the app aborted the request). */
export function closeApproval() {
  cancelOpen?.()
}
