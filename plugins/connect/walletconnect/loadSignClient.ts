import type { AppMetadata } from '@keyport/kernel'
import type { SignClient } from '@walletconnect/sign-client'

export type WalletConnectClient = InstanceType<typeof SignClient>

export type LoadSignClientParameters = {
  relayUrl: string
  projectId: string
  metadata: AppMetadata
  /** Keeps our sessions apart from another WalletConnect app on the same origin. @default 'keyport' */
  storagePrefix?: string
}

/**
 * Loads `@walletconnect/sign-client` (its own chunk, fetched only now) and starts it on our relay
 * with nothing else called: telemetry off, and the verify step, which would load a remote page
 * and wait 5 s for it, answered at once with no attestation.
 *
 * @example
 * const client = await loadSignClient({ relayUrl: 'ws://127.0.0.1:4001', projectId, metadata })
 */
export async function loadSignClient({
  relayUrl,
  projectId,
  metadata,
  storagePrefix = 'keyport',
}: LoadSignClientParameters): Promise<WalletConnectClient> {
  const { SignClient } = await import('@walletconnect/sign-client')
  const client = await SignClient.init({
    projectId,
    relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: storagePrefix,
    logger: 'error',
    metadata: { ...metadata, icons: [...metadata.icons] },
  })
  client.core.verify.register = async () => ''
  return client
}
