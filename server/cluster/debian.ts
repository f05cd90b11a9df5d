import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** A Debian package the cluster runs, and how to find what it installs. */
export interface DebianPackage {
  name: string
  /** The installed binary (or folder of binaries), or undefined when missing. */
  find(): string | undefined
}

const firstExisting = (paths: string[]) => () => paths.find((path) => existsSync(path))

/** The folder of Debian's PostgreSQL binaries (`/usr/lib/postgresql/<major>/bin`), newest first. */
function findPostgresBin(root = '/usr/lib/postgresql'): string | undefined {
  if (!existsSync(root)) return undefined
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
  return majors
    .map((major) => join(root, major, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')))
}

export const haproxyPackage: DebianPackage = {
  name: 'haproxy',
  find: firstExisting(['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy']),
}
export const postgresqlPackage: DebianPackage = {
  name: 'postgresql',
  find: () => findPostgresBin(),
}
export const redisPackage: DebianPackage = {
  name: 'redis-server',
  find: firstExisting(['/usr/bin/redis-server', '/usr/local/bin/redis-server']),
}

/**
 * Finds each package's binary, installing the missing ones with one `apt-get update` and one
 * `apt-get install` when we are root (a fresh machine); otherwise throws saying what to run.
 * Returns the found paths in the packages' order.
 *
 * @example
 * const [haproxy, postgresBin, redisServer] = ensureDebianPackages([haproxyPackage, postgresqlPackage, redisPackage])
 */
export function ensureDebianPackages(packages: DebianPackage[]): string[] {
  const missing = packages.filter((pkg) => !pkg.find())
  if (missing.length > 0) {
    const names = missing.map((pkg) => pkg.name)
    if (process.getuid?.() !== 0)
      throw new Error(
        `${names.join(', ')} not installed. Run: sudo apt-get install -y ${names.join(' ')}`,
      )
    console.log(`Installing Debian ${names.join(', ')} for the cluster…`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...names], {
      stdio: 'inherit',
      env,
    })
  }
  return packages.map((pkg) => {
    const path = pkg.find()
    if (!path) throw new Error(`apt-get installed ${pkg.name} but its binary was not found.`)
    return path
  })
}
