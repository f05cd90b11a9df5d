import { useService } from '@keyport/kernel/react'
import type { Eip1193Provider } from '../connectors/types.ts'
import { connectionToken } from '../tokens.ts'
import { useConnectionState } from './useConnection.ts'

/**
 * The connected wallet's EIP-1193 provider, for viem's `custom()` transport or ethers'
 * `BrowserProvider`; undefined while disconnected.
 *
 * @example
 * const { provider } = useProvider()
 * const client = createWalletClient({ transport: custom(provider!) })
 */
export function useProvider(): { provider: Eip1193Provider | undefined } {
  const state = useConnectionState()
  const connection = useService(connectionToken)
  return { provider: state.status === 'connected' ? connection.provider() : undefined }
}
