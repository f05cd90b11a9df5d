import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { appEndpoint } from './appEndpoint.ts'
import { altoArgs, bundlersFromEnv } from './bundlersFromEnv.ts'
import { chainsFromEnv } from './chainsFromEnv.ts'
import { endpointFromEnv } from './endpointFromEnv.ts'
import type { Service } from './Service.ts'
import { solanaFromEnv } from './solanaFromEnv.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name)

/**
 * The sandbox built for production and served by `vite preview` (`KEYPORT_SANDBOX_MODE=preview`,
 * as `npm test` starts the browser tests' stack): a page loads in about 90 requests instead of
 * Vite's 340 module requests, and no module is transformed while a test waits. The build (a few
 * seconds) goes to `.keyport/sandbox-dist-<port>`, with the same `VITE_*` settings as the dev server.
 */
function sandboxPreview(listen: string[], port: number) {
  // One folder per port: stacks on other port offsets build their own.
  const outDir = join(repoRoot, '.keyport', `sandbox-dist-${port}`)
  const vite = bin('vite')
  return {
    command: 'bash',
    args: [
      '-c',
      'out=$1; shift; "$0" build --outDir "$out" --emptyOutDir --logLevel warn && exec "$0" preview --outDir "$out" "$@"',
      vite,
      outDir,
      ...listen,
    ],
  }
}

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
  const solana = solanaFromEnv(env)
  const api = endpointFromEnv(env, 'API', 4000)
  const relay = endpointFromEnv(env, 'RELAY', 4001, 'ws')
  const wcWallet = endpointFromEnv(env, 'WC_WALLET', 5175)
  const frame = endpointFromEnv(env, 'FRAME', 5174)
  const smtp = endpointFromEnv(env, 'SMTP', 1025)
  const mail = endpointFromEnv(env, 'MAIL', 1080)
  const idp = endpointFromEnv(env, 'IDP', 4002)
  const listen = ['--host', sandbox.host, '--port', String(sandbox.port), '--strictPort']
  const stack: Service[] = [
    {
      name: 'sandbox',
      url: sandbox.url,
      ...(env.KEYPORT_SANDBOX_MODE === 'preview'
        ? sandboxPreview(listen, sandbox.port)
        : { command: bin('vite'), args: listen }),
      cwd: join(repoRoot, 'sandbox'),
      // Vite hands VITE_* variables to the page (sandbox/src/stackUrls.ts).
      env: {
        VITE_KEYPORT_API_URL: api.url,
        VITE_KEYPORT_FRAME_URL: frame.url,
        VITE_KEYPORT_MAIL_URL: mail.url,
        VITE_KEYPORT_RELAY_URL: relay.url,
        VITE_KEYPORT_SOLANA_RPC_URL: solana.external?.rpcUrl ?? solana.rpc.url,
        VITE_KEYPORT_SOLANA_WS_URL: solana.external?.wsUrl ?? solana.ws.url,
      },
      ports: [sandbox],
    },
    // The local Solana chain, unless KEYPORT_SOLANA_RPC_URL points the stack at a real RPC.
    ...(solana.external
      ? []
      : [
          {
            name: 'solana',
            url: solana.rpc.url,
            healthUrl: `${solana.rpc.url}/health`,
            command: bin('tsx'),
            args: [join(repoRoot, 'server', 'solana', 'start.ts')],
            cwd: repoRoot,
            env: {
              KEYPORT_SOLANA_RPC_HOST: solana.rpc.host,
              KEYPORT_SOLANA_RPC_PORT: String(solana.rpc.port),
              KEYPORT_SOLANA_WS_HOST: solana.ws.host,
              KEYPORT_SOLANA_WS_PORT: String(solana.ws.port),
            },
            ports: [solana.rpc, solana.ws],
          } satisfies Service,
        ]),
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
    // One ERC-4337 bundler (Pimlico's alto) per chain, once the EntryPoint is deployed there.
    ...bundlersFromEnv(env).map(
      (bundler): Service => ({
        name: bundler.name,
        url: bundler.endpoint.url,
        healthUrl: `${bundler.endpoint.url}/health`,
        command: bin('alto'),
        args: altoArgs(bundler),
        cwd: repoRoot,
        env: {},
        dependsOn: ['chains'],
        ports: [bundler.endpoint],
      }),
    ),
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
      name: 'mail',
      url: `${mail.url}/messages?to=ADDRESS`,
      healthUrl: `${mail.url}/health`,
      command: bin('tsx'),
      args: [join(repoRoot, 'server', 'mail', 'start.ts')],
      cwd: repoRoot,
      env: {
        KEYPORT_SMTP_HOST: smtp.host,
        KEYPORT_SMTP_PORT: String(smtp.port),
        KEYPORT_MAIL_PORT: String(mail.port),
        KEYPORT_MAIL_ALLOWED_ORIGINS: `${sandbox.url},${wcWallet.url}`,
      },
      ports: [smtp, mail],
    },
    {
      name: 'idp',
      url: idp.url,
      healthUrl: `${idp.url}/.well-known/openid-configuration`,
      command: bin('tsx'),
      args: [join(repoRoot, 'server', 'idp', 'start.ts')],
      cwd: repoRoot,
      env: {
        KEYPORT_IDP_HOST: idp.host,
        KEYPORT_IDP_PORT: String(idp.port),
        KEYPORT_FRAME_URL: frame.url,
      },
      ports: [idp],
    },
    {
      name: 'frame',
      url: `${frame.url}/sdk`,
      healthUrl: `${frame.url}/health`,
      command: bin('tsx'),
      args: [join(repoRoot, 'server', 'frame', 'start.ts')],
      cwd: repoRoot,
      env: {
        KEYPORT_FRAME_HOST: frame.host,
        KEYPORT_FRAME_PORT: String(frame.port),
        KEYPORT_SMTP_HOST: smtp.host,
        KEYPORT_SMTP_PORT: String(smtp.port),
        KEYPORT_IDP_URL: idp.url,
        KEYPORT_API_URL: api.url,
        KEYPORT_FRAME_ALLOWED_ORIGINS: `${sandbox.url},${appEndpoint(env).url}`,
      },
      // The chains' deployment names the smart-account contracts the frame offers.
      dependsOn: ['mail', 'idp', 'chains'],
      ports: [frame],
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
  // The sandbox starts last: its URL answering means the whole stack is up, which is what
  // `npm start` users and Playwright (it waits for that URL) need before they use the page.
  const [sandboxService, ...backends] = stack as [Service, ...Service[]]
  return [{ ...sandboxService, dependsOn: backends.map((service) => service.name) }, ...backends]
}
