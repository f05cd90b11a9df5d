import { useService } from '@keyport/kernel/react'
import { useMemo } from 'react'
import { connectionToken } from '../tokens.ts'

/**
 * Disconnects the wallet; the disconnect sticks across reloads. Rejects with
 * `DisconnectFailedError` ('Failed to disconnect').
 *
 * @example
 * const { disconnect } = useDisconnect()
 * await disconnect()
 */
export function useDisconnect(): { disconnect(): Promise<void> } {
  const connection = useService(connectionToken)
  return useMemo(() => ({ disconnect: () => connection.disconnect() }), [connection])
}
