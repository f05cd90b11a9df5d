import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chainsFromEnv } from '../chain/chainsFromEnv.ts'
import { endpointFromEnv } from './endpointFromEnv.ts'
import type { Service } from './Service.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name)

/**
 * The local stack of DESIGN.md section 1, as data. Add a backend by adding one entry; list what
 * it needs in `dependsOn` and the supervisor starts those first.
 *
 * @example
 * new Supervisor(services({ ...process.env, KEYPORT_SANDBOX_PORT: '5200' }))
 */
export function services(env: NodeJS.ProcessEnv = process.env): Service[] {
  const sandbox = endpointFromEnv(env, 'SANDBOX', 5173)
  const chains = chainsFromEnv(env)
  const api = endpointFromEnv(env, 'API', 4000)
  const relay = endpointFromEnv(env, 'RELAY', 4001, 'ws')
  const wcWallet = endpointFromEnv(env, 'WC_WALLET', 5175)
  return [
    {
      name: 'sandbox',
      url: sandbox.url,
      command: bin('vite'),
      args: ['--host', sandbox.host, '--port', String(sandbox.port), '--strictPort'],
      cwd: join(repoRoot, 'sandbox'),
      // Vite hands VITE_* variables to the page (sandbox/src/stackUrls.ts).
      env: { VITE_KEYPORT_API_URL: api.url, VITE_KEYPORT_RELAY_URL: relay.url },
      ports: [sandbox],
    },
    {
      name: 'chains',
      url: chains.rpcUrls[1]!,
      // 200 only once both chains are deployed and seeded; the body is the deployment.
      healthUrl: `${chains.status.url}/health`,
      command: bin('tsx'),
      args: [join(repoRoot, 'server', 'chain', 'start.ts')],
      cwd: repoRoot,
      env: {},
      ports: [...chains.endpoints, chains.status],
    },
    {
      name: 'api',
      url: api.url,
      healthUrl: `${api.url}/health`,
      command: bin('tsx'),
      args: [join(repoRoot, 'server', 'api', 'start.ts')],
      cwd: repoRoot,
      env: { KEYPORT_API_HOST: api.host, KEYPORT_API_PORT: String(api.port) },
      dependsOn: ['chains'],
      ports: [api],
    },
    {
      name: 'relay',
      url: relay.url,
      healthUrl: `http://${relay.url.slice('ws://'.length)}/health`,
      command: bin('tsx'),
      args: [join(repoRoot, 'server', 'relay', 'start.ts')],
      cwd: repoRoot,
      env: { KEYPORT_RELAY_HOST: relay.host, KEYPORT_RELAY_PORT: String(relay.port) },
      ports: [relay],
    },
    {
      // A WalletConnect wallet page for manual checks: paste the sandbox's URI in a second tab.
      name: 'wc-wallet',
      url: wcWallet.url,
      command: bin('vite'),
      args: ['--host', wcWallet.host, '--port', String(wcWallet.port), '--strictPort'],
      cwd: join(repoRoot, 'tests', 'wc-wallet', 'web'),
      env: { VITE_KEYPORT_API_URL: api.url, VITE_KEYPORT_RELAY_URL: relay.url },
      ports: [wcWallet],
    },
  ]
}
