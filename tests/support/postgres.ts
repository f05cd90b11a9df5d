import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The folder of Debian's PostgreSQL binaries (`/usr/lib/postgresql/<major>/bin`), if installed. */
function findPostgresBin(root = '/usr/lib/postgresql'): string | undefined {
  if (!existsSync(root)) return undefined
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
  for (const major of majors) {
    const bin = join(root, major, 'bin')
    if (existsSync(join(bin, 'initdb'))) return bin
  }
  return undefined
}

/** Installs Debian's PostgreSQL server when missing and we are root; otherwise says what to run. */
export function ensurePostgres(): string {
  const found = findPostgresBin()
  if (found) return found
  if (process.getuid?.() !== 0)
    throw new Error(
      'PostgreSQL is not installed. Run: sudo apt-get install -y postgresql (or set KEYPORT_TEST_DATABASE_URL).',
    )
  console.log('Installing Debian PostgreSQL for the database tests…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  })
  const bin = findPostgresBin()
  if (!bin)
    throw new Error('apt installed postgresql but no initdb was found under /usr/lib/postgresql.')
  return bin
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder on a loopback port, trust auth, owned by
 * the `postgres` user when we are root (initdb refuses to run as root). `stop()` removes it;
 * `pause()` and `resume()` stop and start the server on the same data and port (the outage and
 * fault tests restart PostgreSQL under a running API).
 */
export function startPostgresCluster(port: number) {
  const bin = ensurePostgres()
  const dir = mkdtempSync(join(tmpdir(), 'keyport-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args]
    const result = spawnSync(file, argv, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`)
  }
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  // -w: pg_ctl returns once the server accepts connections (start) or has exited (stop).
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Shuts the server down (clients get 57P01, then refused connections), keeping its data. */
    pause: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    /** Starts it again after `pause`, on the same port with the same data. */
    resume: start,
    /** Stops the server if it runs and removes the cluster. */
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } catch (error) {
        // Already stopped by pause(): nothing left to stop.
        if (!String(error).includes('Is server running?')) throw error
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
