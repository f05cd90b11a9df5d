import { type ChildProcess, spawn } from 'node:child_process'
import { connect, isIP } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { ensureDebianPackages, haproxyPackage } from './debian.ts'

export interface LbServer {
  name: string
  host: string
  port: number
}

/** One service behind the load balancer: where it listens, and the instances it spreads over. */
export interface LbBackend {
  /** 'api' | 'relay' | 'frame'; also the frontend's and backend's name in the config. */
  name: string
  bind: { host: string; port: number }
  servers: LbServer[]
  /** Probed with GET every second; two failures take a server out, one success brings it back. */
  healthPath: string
  /** Long-lived WebSocket tunnels (the relay): `timeout tunnel 1h`. @default false */
  websocket?: boolean
}

export interface HaproxyConfigOptions {
  /** HAProxy's stats page (and a health URL for the balancer itself) on 127.0.0.1. @default none */
  statsPort?: number
  /**
   * The address HAProxy connects to the instances from (`source`): the one address the instances
   * trust (`KEYPORT_TRUSTED_PROXIES`), so a client on this machine that connects to an instance
   * itself, from 127.0.0.1, cannot name its own address in `X-Forwarded-For`.
   * @default none: the kernel picks (127.0.0.1 towards loopback instances)
   */
  sourceAddress?: string
}

/**
 * The loopback address the cluster's HAProxy connects from, and the only one its instances
 * trust: not 127.0.0.1, where every local client connects from.
 */
export const balancerSourceAddress = '127.0.0.64'

/**
 * A path HAProxy refuses (400) before any rule or backend sees it: not starting with `/`, an
 * empty segment (`//`), a `.` or `..` segment, a backslash, a broken `%`, or a `%`-escape of a
 * character that needs none or of `/` or `\`. The services refuse the same (`server/ops`,
 * `nonCanonicalPath`), so the balancer and the instances decide on one spelling of a path.
 */
export const nonCanonicalPathRegex =
  '^[^/]|//|/\\.\\.?(/|$)|\\\\|%([^0-9A-Fa-f]|.[^0-9A-Fa-f]|.?$)|%(2[DdEeFf]|3[0-9]|4[1-9A-Fa-f]|5[0-9AaCcFf]|6[1-9A-Fa-f]|7[0-9AaEe])'

const nameRule = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/
const hostRule = /^[A-Za-z0-9.:-]+$/
const pathRule = /^\/[^\s]*$/

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(`haproxyConfig: ${message}`)
}

function checkPort(port: number, what: string): void {
  check(Number.isInteger(port) && port > 0 && port < 65536, `${what} port ${port} is not 1..65535.`)
}

// A host or name with a space or a newline would write another directive into the config.
function checkBackend(backend: LbBackend): void {
  check(nameRule.test(backend.name), `backend name ${JSON.stringify(backend.name)} is not a word.`)
  check(hostRule.test(backend.bind.host), `bind host ${JSON.stringify(backend.bind.host)}.`)
  checkPort(backend.bind.port, `${backend.name}'s bind`)
  check(pathRule.test(backend.healthPath), `health path ${JSON.stringify(backend.healthPath)}.`)
  check(backend.servers.length > 0, `backend ${backend.name} has no servers.`)
  for (const server of backend.servers) {
    check(nameRule.test(server.name), `server name ${JSON.stringify(server.name)} is not a word.`)
    check(hostRule.test(server.host), `server host ${JSON.stringify(server.host)}.`)
    checkPort(server.port, `server ${server.name}'s`)
  }
}

const address = (host: string, port: number) =>
  host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`

function backendSection(backend: LbBackend): string[] {
  return [
    `frontend ${backend.name}`,
    `  bind ${address(backend.bind.host, backend.bind.port)}`,
    // A request id from the edge: a request that comes without one gets a UUID here, so the
    // instance's JSON log line and the answer's x-request-id name it (the services keep a valid
    // one the client sent and replace a malformed one: server/ops).
    '  unique-id-format %[uuid()]',
    '  http-request set-header x-request-id %[unique-id] unless { req.hdr(x-request-id) -m found }',
    // Another spelling of a path (`/./metrics`, `//metrics`, `/%2e/metrics`) is refused before
    // any rule below decides on it; the instances refuse it too.
    `  http-request deny deny_status 400 if { path_reg '${nonCanonicalPathRegex}' }`,
    // Metrics and readiness are for the scraper and the operator, who ask each instance on its
    // own port; the public side does not serve them (they need no project id and name every
    // route's traffic and every failing dependency). A trailing slash is the same path.
    '  http-request deny deny_status 404 if { path /metrics /metrics/ /ready /ready/ }',
    `  default_backend ${backend.name}`,
    '',
    `backend ${backend.name}`,
    '  balance roundrobin',
    `  option httpchk GET ${backend.healthPath}`,
    // Alive is any answer below 500, as for the stack runner (waitForHealth): /health is exempt
    // from the rate limits (`rateLimited: false`), but a 4xx still proves the process answers,
    // while /ready's 503 (a dependency down) takes the instance out.
    '  http-check expect rstatus ^[234]',
    // HAProxy replays a request on `empty-response` and `response-timeout` whatever its method,
    // so a POST that reached an instance which then died could run twice. Only GET, HEAD and
    // OPTIONS are replayed; any other method is retried only when it never reached a server
    // (`conn-failure`), which is always safe.
    '  http-request disable-l7-retry unless METH_GET or METH_OPTIONS',
    ...(backend.websocket ? ['  timeout tunnel 1h'] : []),
    ...backend.servers.map(
      (server) =>
        `  server ${server.name} ${address(server.host, server.port)} check inter 1s fall 2 rise 1`,
    ),
    '',
  ]
}

/**
 * The haproxy.cfg text for these backends: one HTTP frontend per service on its usual port,
 * round robin over its instances with active health checks, and retries that send a request
 * another instance when the first one died before answering.
 *
 * @example
 * writeFileSync('.keyport/cluster/haproxy.cfg', haproxyConfig([
 *   { name: 'api', bind: { host: '127.0.0.1', port: 4000 }, healthPath: '/health',
 *     servers: [{ name: 'api-1', host: '127.0.0.1', port: 4100 }] },
 * ], { statsPort: 8404 }))
 */
export function haproxyConfig(backends: LbBackend[], options: HaproxyConfigOptions = {}): string {
  check(backends.length > 0, 'no backends.')
  for (const backend of backends) checkBackend(backend)
  const names = backends.map((backend) => backend.name)
  check(new Set(names).size === names.length, `backend names repeat: ${names.join(', ')}.`)
  if (options.statsPort !== undefined) checkPort(options.statsPort, 'stats')
  if (options.sourceAddress !== undefined)
    check(
      isIP(options.sourceAddress) !== 0,
      `source address ${JSON.stringify(options.sourceAddress)}.`,
    )
  const lines = [
    '# Written by server/cluster (npm run start:cluster); edits are overwritten on the next start.',
    'global',
    // Server up/down transitions go to stderr, which the stack runner keeps for crash reports.
    '  log stderr format raw local0 notice',
    // No maxconn: HAProxy derives it from the file-descriptor limit it is given (a fixed one
    // above half that limit makes it refuse to start).
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option dontlognull',
    // The instances read the client's address from here only because they trust the balancer's
    // address (KEYPORT_TRUSTED_PROXIES); a client cannot forge it past the balancer.
    '  option forwardfor',
    ...(options.sourceAddress === undefined ? [] : [`  source ${options.sourceAddress}`]),
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 30s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 5s',
    '  timeout check 2s',
    // A killed instance costs only its in-flight requests: a connection refused or a request it
    // dropped unanswered is sent again (at most twice), to another server (redispatch).
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '',
    ...backends.flatMap(backendSection),
    ...(options.statsPort === undefined
      ? []
      : [
          'frontend stats',
          `  bind 127.0.0.1:${options.statsPort}`,
          '  stats enable',
          '  stats uri /',
          '  stats refresh 5s',
          '',
        ]),
  ]
  return lines.join('\n')
}

/**
 * Debian's haproxy binary, installed with apt-get when missing and we are root; otherwise throws
 * saying what to run.
 *
 * @example
 * const haproxy = ensureHaproxy() // '/usr/sbin/haproxy'
 */
export function ensureHaproxy(): string {
  const [path] = ensureDebianPackages([haproxyPackage])
  return path!
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/**
 * Runs `haproxy -f <configFile> -db` (foreground) and resolves once every port in `ports`
 * accepts a connection on 127.0.0.1; rejects with haproxy's output if it exits first or does not
 * listen within `timeoutMs` (@default 10_000). `stop()` sends SIGTERM and waits for the exit.
 *
 * @example
 * const lb = await startHaproxy('.keyport/cluster/haproxy.cfg', [4000, 4001, 5174])
 * await lb.stop()
 */
export async function startHaproxy(
  configFile: string,
  ports: number[],
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<{ stop(): Promise<void> }> {
  const child = spawn(ensureHaproxy(), ['-f', configFile, '-db'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited(child)
  }
  let dead = false
  const gone = exited(child).then(() => {
    dead = true
  })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (dead) throw new Error(`haproxy exited before listening:\n${output}`)
    const open = await Promise.all(ports.map(accepts))
    if (open.every(Boolean)) return { stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `haproxy did not listen on ${ports.join(', ')} within ${timeoutMs} ms:\n${output}`,
      )
    }
    await Promise.race([gone, sleep(50)])
  }
}
