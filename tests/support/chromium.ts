/** Where Debian's `chromium` package puts the browser; Playwright must never download its own. */
const defaultChromiumPath = '/usr/bin/chromium'

/**
 * The Chromium binary the browser tests drive: `KEYPORT_CHROMIUM` if set, else Debian's.
 *
 * @example
 * use: { launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.KEYPORT_CHROMIUM || defaultChromiumPath
}

/**
 * Flags for Chromium on a machine with a closed network: without the background-networking ones
 * it keeps opening connections that are refused, and as root it refuses to start sandboxed.
 */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

/**
 * The flag that lets the browser reach the stack on ports Chromium blocks by default (6000, X11,
 * is the data API's under `KEYPORT_PORT_OFFSET=2000`; 6665–6669, 10080 and others are blocked
 * too), so a shifted stack works in the browser tests like the default one.
 *
 * @example
 * allowedPortsArg([6000, 7173]) // '--explicitly-allowed-ports=6000,7173'
 */
export function allowedPortsArg(ports: readonly number[]): string {
  return `--explicitly-allowed-ports=${[...new Set(ports)].sort((a, b) => a - b).join(',')}`
}
