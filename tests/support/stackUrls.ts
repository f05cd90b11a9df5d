import { endpointFromEnv } from '@keyport/stack'
import type { TestWalletChain } from '@keyport/test-wallet'

/**
 * The stack the browser tests run against, from the same environment variables `npm start`
 * reads (`KEYPORT_PORT_OFFSET`, `KEYPORT_<SERVICE>_PORT`, `KEYPORT_HOST`).
 */
export const stackUrls = {
  sandbox: process.env.KEYPORT_SANDBOX_URL ?? endpointFromEnv(process.env, 'SANDBOX', 5173).url,
  api: endpointFromEnv(process.env, 'API', 4000).url,
  relay: endpointFromEnv(process.env, 'RELAY', 4001, 'ws').url,
  wcWallet: endpointFromEnv(process.env, 'WC_WALLET', 5175).url,
  frame: endpointFromEnv(process.env, 'FRAME', 5174).url,
  mail: endpointFromEnv(process.env, 'MAIL', 1080).url,
}

/** The data API's JSON-RPC endpoint for a chain, as the sandbox and test wallet use it. */
export const apiRpc = (chainId: number) =>
  `${stackUrls.api}/v1/?chainId=${chainId}&projectId=keyport-dev`

/** The local chains through this stack's data API, for `installTestWallet({ chains })`. */
export const stackChains: TestWalletChain[] = [
  { id: 1, name: 'Ethereum (local)', rpcUrl: apiRpc(1) },
  { id: 8453, name: 'Base (local)', rpcUrl: apiRpc(8453) },
]
