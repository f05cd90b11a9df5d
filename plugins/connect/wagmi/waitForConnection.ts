import type { ModalService } from '@keyport/kernel'
import { filter, firstValueFrom, map, merge } from 'rxjs'
import type { ConnectionService, ConnectionState } from '../services/ConnectionService.ts'

/** How a modal-driven connection ended: connected, or the user closed the modal first. */
export type WaitForConnectionReturnType =
  | { connected: true; state: ConnectionState }
  | { connected: false }

/**
 * Opens the modal on Connect and waits until a wallet is connected, or until the modal closes
 * without one (the user gave up). Views after the connection (an unsupported chain, a sign-in)
 * may keep the modal open; the connection is what counts.
 *
 * @example
 * const result = await waitForConnection({ connection, modal })
 * if (!result.connected) throw new UserRejectedRequestError(...)
 */
export function waitForConnection({
  connection,
  modal,
}: {
  connection: ConnectionService
  modal: ModalService
}): Promise<WaitForConnectionReturnType> {
  modal.open({ view: 'Connect' })
  // Read both live on every change: the connect plugin closes the modal from inside the
  // connection's own emission, so a combined snapshot could pair 'closed' with a stale state.
  return firstValueFrom(
    merge(connection.state$, modal.state$).pipe(
      map(() => connection.state),
      filter((state) => state.status === 'connected' || !modal.state.open),
      map(
        (state): WaitForConnectionReturnType =>
          state.status === 'connected' ? { connected: true, state } : { connected: false },
      ),
    ),
  )
}

/** The next state that is not 'connecting' (a reconnect after reload settles within a second). */
export function settledConnection(connection: ConnectionService): Promise<ConnectionState> {
  return firstValueFrom(connection.state$.pipe(filter((state) => state.status !== 'connecting')))
}
