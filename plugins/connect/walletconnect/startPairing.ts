import type { Clock } from '@keyport/kernel'
import type { BehaviorSubject } from 'rxjs'
import type { Network } from '../connectors/networks.ts'
import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import { ConnectionRejectedError, WalletConnectPairingCancelledError } from '../errors.ts'
import type { WalletConnectClient } from './loadSignClient.ts'
import { PAIRING_EXPIRY_MARGIN_MS, type PairingState } from './PairingState.ts'
import { type PairedSession, proposeSession } from './proposeSession.ts'
import type { WalletConnectAuthenticateRequest } from './WalletConnectAuthenticator.ts'

/** The parts of an approved session (sign-client's `SessionTypes.Struct`) we read. */
export type ApprovedSession = {
  topic: string
  namespaces: Record<string, { accounts: string[]; methods: string[]; chains?: string[] }>
  peer: { metadata: { name: string } }
}

export type StartPairingParameters = {
  client: WalletConnectClient
  networks: readonly Network[]
  /** Asked for in the `solana` namespace when there are any. @default [] */
  solanaNetworks?: readonly SolanaNetwork[]
  clock: Clock
  /** Where the view reads the URI. */
  pairing: BehaviorSubject<PairingState>
  /** How many views watch the pairing: an expired URI is renewed only while one does. */
  watchers: () => number
  /** Wraps a relay round trip with the relay time-out. */
  withTimeout: <T>(promise: Promise<T>) => Promise<T>
  /** Proposes one-click auth (`wc_sessionAuthenticate`) with this sign-in. @default undefined */
  authenticate?: WalletConnectAuthenticateRequest
}

/**
 * Proposes a session (or one-click auth, see `proposeSession`) and publishes its URI; when the URI is about to expire (10 s early) and a
 * view still shows it, proposes again with a fresh URI. Resolves with the approved session;
 * rejects with `ConnectionRejectedError` when the wallet declines, or
 * `WalletConnectPairingCancelledError` on `cancel()` or expiry with nobody watching.
 *
 * @example
 * const { promise, cancel } = startPairing({ client, networks, clock, pairing, watchers, withTimeout })
 */
export function startPairing({
  client,
  networks,
  solanaNetworks = [],
  clock,
  pairing,
  watchers,
  withTimeout,
  authenticate,
}: StartPairingParameters) {
  let settled = false
  let cancelTimer = () => {}
  let stop: (error: Error) => void = () => {}
  const promise = new Promise<PairedSession>((resolve, reject) => {
    stop = (error) => {
      if (settled) return
      settled = true
      cancelTimer()
      reject(error)
    }
    const fail = (error: unknown) => {
      const message =
        error instanceof Error && 'shortMessage' in error
          ? String(error.shortMessage)
          : 'Could not create a pairing.'
      pairing.next({ status: 'error', message })
      stop(error instanceof Error ? error : new Error(message))
    }
    const round = async () => {
      pairing.next({ status: 'loading' })
      const { uri, approval } = await withTimeout(
        proposeSession(client, { networks, solanaNetworks, authenticate }),
      )
      if (settled || !uri) return
      const expiry = Number(new URLSearchParams(uri.split('?')[1]).get('expiryTimestamp'))
      const expiresAt =
        (expiry > 0 ? expiry * 1000 : clock.now() + 300_000) - PAIRING_EXPIRY_MARGIN_MS
      pairing.next({ status: 'ready', uri, expiresAt })
      cancelTimer = clock.setTimeout(
        () => {
          if (settled) return
          if (watchers() > 0) round().catch(fail)
          else stop(new WalletConnectPairingCancelledError())
        },
        Math.max(0, expiresAt - clock.now()),
      )
      approval().then(
        (paired) => {
          if (settled) return
          settled = true
          cancelTimer()
          pairing.next({ status: 'idle' })
          resolve(paired)
        },
        (error: { message?: string }) => {
          // An expired proposal is renewed by the timer above; anything else is the wallet's no.
          if (!/expired/i.test(error?.message ?? ''))
            stop(new ConnectionRejectedError('your wallet', error))
        },
      )
    }
    round().catch(fail)
  })
  return { promise, cancel: () => stop(new WalletConnectPairingCancelledError()) }
}
