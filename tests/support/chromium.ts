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
