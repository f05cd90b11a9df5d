import { createToken } from '@keyport/kernel'
import type { ConnectedButtonSlot } from '@keyport/kernel/react'
import { Observable, Subject } from 'rxjs'
import type { ConnectSettings } from '../hooks/connectOptionsToken.ts'
import type { ConnectionService } from '../services/ConnectionService.ts'
import { shownConnectionState, shownStateChanges } from '../services/initialConnectionState.ts'

/** The host page's buttons: what `<ConnectButton>` shows once connected, and who else shows. */
export type HostButtons = {
  /** `<ConnectButton>`'s slot: the network and account button while connected. */
  readonly slot: ConnectedButtonSlot
  /** How many standalone `<AccountButton>`s and `<NetworkButton>`s the page shows now. */
  readonly claims$: Observable<number>
  readonly claims: number
  /**
   * A standalone `<AccountButton>` or `<NetworkButton>` on the page: while one is mounted the
   * host lays the buttons out itself, so `<ConnectButton>` shows nothing once connected instead
   * of a second account button. Returns the release.
   */
  claim(): () => void
}

export const hostButtonsToken = createToken<HostButtons>('connect.hostButtons')

/**
 * @example
 * provide(hostButtonsToken, ({ resolve }) =>
 *   createHostButtons(resolve(connectionToken), () => resolve(connectSettingsToken)))
 */
export function createHostButtons(
  connection: Pick<ConnectionService, 'state$' | 'state' | 'restored$' | 'restored'>,
  settings: () => ConnectSettings,
): HostButtons {
  // Plain Subject and Observable, no operators: this file is in the host page's first bundle,
  // where BehaviorSubject and rxjs operators would each add a chunk.
  let claims = 0
  const claims$ = new Subject<number>()
  const setClaims = (next: number) => {
    claims = next
    claims$.next(next)
  }
  const connected = () => connection.state.status === 'connected'
  return {
    slot: {
      // Emits on every change of the connection or of its restore; readers dedupe.
      active$: new Observable<boolean>((subscriber) =>
        shownStateChanges(connection).subscribe(() => subscriber.next(connected())),
      ),
      get active() {
        return connected()
      },
      activeFrom: (initialState, hydrating) =>
        shownConnectionState({ connection, initialState, hydrating, settings }).status ===
        'connected',
      load: () => import('./HostAccountButton.tsx'),
    },
    claims$: claims$.asObservable(),
    get claims() {
      return claims
    },
    claim() {
      setClaims(claims + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        setClaims(claims - 1)
      }
    },
  }
}
