import type { KeyportInitialState, KeyportSsrStorage } from '@keyport/kernel'
import type { ConnectionService, ConnectionState } from './ConnectionService.ts'
import { shownStateChanges } from './initialConnectionState.ts'

/**
 * Keeps `ssrStorage` (the `cookieStorage()` cookie) equal to the connection: the account, its
 * network and connector on connect and on every account or network change; nothing once
 * disconnected, including when a reload's restore finds the wallet gone. Before that restore has
 * settled it leaves the cookie alone (a reload starts disconnected). Returns the stop function.
 *
 * @example
 * const stop = syncSsrStorage(resolve(connectionToken), cookieStorage())
 */
export function syncSsrStorage(
  connection: Pick<ConnectionService, 'state$' | 'state' | 'restored$' | 'restored'>,
  ssrStorage: KeyportSsrStorage,
): () => void {
  let written: string | null | undefined
  const subscription = shownStateChanges(connection).subscribe(() => {
    const { state } = connection
    if (state.status === 'connected') {
      const snapshot = snapshotOf(state)
      const key = snapshot && JSON.stringify(snapshot.connection)
      if (!snapshot || key === written) return
      written = key
      ssrStorage.write(snapshot)
    } else if (state.status === 'disconnected' && connection.restored && written !== null) {
      written = null
      ssrStorage.write(undefined)
    }
  })
  return () => subscription.unsubscribe()
}

function snapshotOf(state: ConnectionState): KeyportInitialState | undefined {
  const connectorId = state.connectorId || undefined
  if (state.namespace === 'solana') {
    const [namespace, reference, address] = state.caipAddress?.split(':') ?? []
    if (!address || !reference) return undefined
    const caipNetworkId = `${namespace}:${reference}`
    return { connection: { namespace: 'solana', address, caipNetworkId, connectorId } }
  }
  if (!state.address || state.chainId === undefined) return undefined
  const caipNetworkId = `eip155:${state.chainId}`
  return { connection: { namespace: 'eip155', address: state.address, caipNetworkId, connectorId } }
}
