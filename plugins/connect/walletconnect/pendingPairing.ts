import type { Clock } from '@keyport/kernel'
import type { BehaviorSubject } from 'rxjs'
import type { PairingState } from './PairingState.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'

/** A proposal in flight; `claimed` once a connect waits on it (not yet when `prepare` made it). */
export type PendingPairing = {
  promise: Promise<WalletConnectSession>
  cancel: () => void
  claimed: boolean
  /** The chain the claiming connect asked for, read when the session is approved. */
  wanted?: number
}

export type CreatePendingPairingParameters = {
  pairing: BehaviorSubject<PairingState>
  clock: Clock
  /** Reuse a live pairing on every connect (Telegram, iOS Safari; spec section 4). */
  reusePendingPairing: boolean
  /** Starts a proposal for `run`; it sets `run.cancel`. */
  begin: (run: PendingPairing) => Promise<WalletConnectSession>
}

/**
 * The WalletConnect connector's one pending pairing. `pair` reuses a pairing still being made
 * or whose URI is still valid: always for the first connect after `prepare` made it (its deep
 * link may be open in the wallet already), and for every connect with `reusePendingPairing`.
 * Otherwise it cancels the old one and proposes again.
 *
 * @example
 * const slot = createPendingPairing({ pairing, clock, reusePendingPairing: false, begin })
 * slot.pair(undefined, false) // prepared, unclaimed
 * await slot.pair(8453) // the first connect takes it over
 */
export function createPendingPairing({
  pairing,
  clock,
  reusePendingPairing,
  begin,
}: CreatePendingPairingParameters) {
  let pending: PendingPairing | undefined
  return {
    get current() {
      return pending
    },
    pair(wanted: number | undefined, claim: boolean): Promise<WalletConnectSession> {
      const state = pairing.value
      const live =
        state.status === 'loading' || (state.status === 'ready' && state.expiresAt > clock.now())
      if (pending && live && (reusePendingPairing || !pending.claimed)) {
        if (claim) {
          pending.claimed = true
          pending.wanted = wanted
        }
        return pending.promise
      }
      pending?.cancel()
      const started: PendingPairing = { claimed: claim, wanted, cancel: () => {}, promise: never }
      started.promise = begin(started)
      pending = started
      started.promise
        .finally(() => {
          if (pending === started) pending = undefined
        })
        .catch(() => {})
      return started.promise
    },
    /** Cancels the pending pairing, if any; its URI is dead, so the state goes back to idle. */
    cancel() {
      if (!pending) return
      pending.cancel()
      pending = undefined
      pairing.next({ status: 'idle' })
    },
  }
}

const never = new Promise<never>(() => {})
