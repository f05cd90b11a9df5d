import SignClient from '@walletconnect/sign-client'

/** The chains the relay tests pair on: ids only, nobody reads from them. */
export const testChains = [
  { id: 1, name: 'Ethereum (local)', rpcUrl: 'http://127.0.0.1:1/unused' },
  { id: 8453, name: 'Base (local)', rpcUrl: 'http://127.0.0.1:1/unused' },
]

/**
 * A dapp-side `@walletconnect/sign-client` on a relay, as a host page's connector would make it:
 * telemetry off, its own storage prefix, no verify server.
 */
export async function createDappClient(relayUrl: string) {
  const client = await SignClient.init({
    projectId: 'keyport-dev',
    relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: `dapp-${Math.random().toString(36).slice(2)}`,
    logger: 'silent',
    metadata: { name: 'Relay test dapp', description: 'tests', url: 'http://127.0.0.1', icons: [] },
  })
  return client
}

/** Starts a proposal on the local chains; resolves with the URI and the approval promise. */
export function proposeSession(client: Awaited<ReturnType<typeof createDappClient>>) {
  return client.connect({
    optionalNamespaces: {
      eip155: {
        chains: testChains.map((chain) => `eip155:${chain.id}`),
        methods: ['personal_sign', 'eth_signTypedData_v4'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
}
