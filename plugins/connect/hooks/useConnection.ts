import { useObservable, useService } from '@keyport/kernel/react'
import type { ConnectionState } from '../services/ConnectionService.ts'
import { connectionToken } from '../tokens.ts'

/** The connection service's current state, re-rendering on change. */
export function useConnectionState(): ConnectionState {
  const connection = useService(connectionToken)
  return useObservable(connection.state$, () => connection.state)
}
