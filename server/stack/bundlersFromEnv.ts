import { entryPoint08Address } from 'viem/account-abstraction'
import { chainsFromEnv } from './chainsFromEnv.ts'
import { accountAbstractionPrivateKey } from './devAccounts.ts'
import { type Endpoint, endpointFromEnv } from './endpointFromEnv.ts'
import { localChains } from './localChains.ts'

/** Default bundler port per chain id: 4337 beside chain 1, 4338 beside chain 8453. */
const defaultPorts: Record<number, number> = { 1: 4337, 8453: 4338 }

export interface BundlerConfig {
  chainId: number
  /** `bundler-1`, `bundler-8453`: the stack service's name. */
  name: string
  endpoint: Endpoint
  /** The chain's node, which the bundler reads and sends bundles to. */
  chainRpcUrl: string
}

/**
 * Where each chain's ERC-4337 bundler listens: `KEYPORT_BUNDLER1_PORT` (4337) and
 * `KEYPORT_BUNDLER8453_PORT` (4338) on `KEYPORT_HOST`, shifted by `KEYPORT_PORT_OFFSET` like every
 * port. The stack runner and the data API (which forwards user-operation calls) read the same
 * function, so they agree.
 *
 * @example
 * bundlersFromEnv({}).map((b) => b.endpoint.url) // ['http://127.0.0.1:4337', 'http://127.0.0.1:4338']
 */
export function bundlersFromEnv(env: NodeJS.ProcessEnv = process.env): BundlerConfig[] {
  const chains = chainsFromEnv(env)
  return localChains.map((chain) => ({
    chainId: chain.chainId,
    name: `bundler-${chain.chainId}`,
    endpoint: endpointFromEnv(env, `BUNDLER${chain.chainId}`, defaultPorts[chain.chainId]!),
    chainRpcUrl: chains.rpcUrls[chain.chainId]!,
  }))
}

/**
 * The command line of Pimlico's alto for one chain: EntryPoint v0.8, the bundler keys funded at
 * seeding, safe mode off (anvil lacks the tracer ERC-7562's checks need), CORS on so a page may
 * call it directly, warnings only in the log.
 *
 * @example
 * spawn('node_modules/.bin/alto', altoArgs(bundlersFromEnv()[0]))
 */
export function altoArgs(bundler: BundlerConfig): string[] {
  return [
    ['--entrypoints', entryPoint08Address],
    ['--rpc-url', bundler.chainRpcUrl],
    ['--port', String(bundler.endpoint.port)],
    ['--executor-private-keys', accountAbstractionPrivateKey('bundlerExecutor')],
    ['--utility-private-key', accountAbstractionPrivateKey('bundlerUtility')],
    ['--safe-mode', 'false'],
    ['--enable-cors', 'true'],
    ['--log-level', 'warn'],
  ].flat()
}
