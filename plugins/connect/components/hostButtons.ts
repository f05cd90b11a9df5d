import { createToken } from '@keyport/kernel'
import type { ConnectedButtonSlot } from '@keyport/kernel/react'
import { BehaviorSubject, distinctUntilChanged, map } from 'rxjs'
import type { ConnectionService } from '../services/ConnectionService.ts'

/** The host page's buttons: what `<ConnectButton>` shows once connected, and who else shows. */
export type HostButtons = {
  /** `<ConnectButton>`'s slot: the network and account button while connected. */
  readonly slot: ConnectedButtonSlot
  /** How many standalone `<AccountButton>`s and `<NetworkButton>`s the page shows now. */
  readonly claims$: BehaviorSubject<number>
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
 * provide(hostButtonsToken, ({ resolve }) => createHostButtons(resolve(connectionToken)))
 */
export function createHostButtons(
  connection: Pick<ConnectionService, 'state$' | 'state'>,
): HostButtons {
  const claims$ = new BehaviorSubject(0)
  return {
    slot: {
      active$: connection.state$.pipe(
        map((state) => state.status === 'connected'),
        distinctUntilChanged(),
      ),
      get active() {
        return connection.state.status === 'connected'
      },
      load: () => import('./HostAccountButton.tsx'),
    },
    claims$,
    claim() {
      claims$.next(claims$.value + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        claims$.next(claims$.value - 1)
      }
    },
  }
}
