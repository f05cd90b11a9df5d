import { useInitialState, useKernel, useObservable, useService } from '@keyport/kernel/react'
import type { ConnectionState } from '../services/ConnectionService.ts'
import { shownConnectionState, shownStateChanges } from '../services/initialConnectionState.ts'
import { connectionToken } from '../tokens.ts'
import { connectSettingsToken } from './connectOptionsToken.ts'

/**
 * The connection state the page shows, re-rendering on change: under a server-rendered
 * `<KeyportProvider initialState>`, the server's account on the server, while hydrating and until
 * the reload's restore has settled; the connection service's state otherwise.
 */
export function useConnectionState(): ConnectionState {
  const connection = useService(connectionToken)
  const { resolve } = useKernel()
  const initialState = useInitialState()
  const settings = () => resolve(connectSettingsToken)
  return useObservable(
    shownStateChanges(connection),
    () => shownConnectionState({ connection, initialState, hydrating: false, settings }),
    () => shownConnectionState({ connection, initialState, hydrating: true, settings }),
  )
}
