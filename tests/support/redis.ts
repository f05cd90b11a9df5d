import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const candidates = ['/usr/bin/redis-server', '/usr/local/bin/redis-server']

/** Where Debian's redis-server is, if installed. */
const findRedisServer = () => candidates.find((path) => existsSync(path))

/**
 * Finds Debian's redis-server, installing it with apt when missing and we are root (CI on a
 * fresh machine). Returns undefined with a reason when it cannot, so the Redis test can skip
 * saying why instead of failing for a missing package.
 */
export function ensureRedisServer(): { path?: string; reason?: string } {
  const found = findRedisServer()
  if (found) return { path: found }
  if (process.getuid?.() !== 0)
    return { reason: 'redis-server is not installed. Run: sudo apt-get install -y redis-server' }
  try {
    console.log('Installing Debian redis-server for the relay fan-out test…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server'], {
      stdio: 'inherit',
      env,
    })
  } catch (error) {
    return {
      reason: `apt-get could not install redis-server (${error instanceof Error ? error.message : error}).`,
    }
  }
  const path = findRedisServer()
  return path ? { path } : { reason: 'apt-get installed redis-server but no binary was found.' }
}

/**
 * A throwaway redis-server on a loopback port, stopped by `stop()`. `kill()` then `start()`
 * restart it on the same port (the fault tests). Without `appendOnlyDir` nothing is saved and it
 * comes back empty; with it, it keeps an append-only file there (as `npm run start:cluster`
 * runs Redis) and comes back with what it had written.
 */
export async function startRedis(
  path: string,
  port: number,
  { appendOnlyDir }: { appendOnlyDir?: string } = {},
) {
  const args = [
    ...['--port', String(port), '--bind', '127.0.0.1', '--save', ''],
    ...(appendOnlyDir ? ['--dir', appendOnlyDir, '--appendonly', 'yes'] : ['--appendonly', 'no']),
  ]
  let child = await spawnRedis(path, port, args)
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => child.kill('SIGTERM'),
    /**
     * Stops the server and resolves once it has exited (its port is free): SIGKILL by default, as
     * a crash; SIGTERM is an operator's restart, which writes the append-only file out first.
     */
    async kill(signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill(signal)
      await exited
    },
    /** Starts it again on the same port after `kill()`; resolves once it answers PING. */
    async start() {
      child = await spawnRedis(path, port, args)
    },
  }
}

async function spawnRedis(path: string, port: number, args: string[]) {
  const child = spawn(path, args, { stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' })
    if (ping.stdout?.trim() === 'PONG') break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return child
}
