import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

export type StartClusterParameters = {
  offset: number
  instances: number
  /** Health URLs that must all answer 200 before the cluster counts as up. */
  healthUrls: readonly string[]
  /** @default 300_000 */
  timeoutMs?: number
}

/**
 * Runs `npm run start:cluster` in its own process group (its output in
 * `.keyport/cluster/bench-cluster.log`) and resolves once every health URL answers; `stop()`
 * ends the whole group. The API's rate limit is raised: the benchmark is one client sending on
 * purpose far more than a user would.
 *
 * @example
 * const cluster = await startCluster({ offset: 0, instances: 3, healthUrls: ['http://127.0.0.1:4000/health'] })
 * await cluster.stop()
 */
export async function startCluster({
  offset,
  instances,
  healthUrls,
  timeoutMs = 300_000,
}: StartClusterParameters) {
  const scripts = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
  ).scripts
  if (!scripts['start:cluster'])
    throw new Error(
      'There is no `npm run start:cluster` on this branch yet. Run with --no-start against a running cluster, or --one-process against `npm start`.',
    )
  const log = join(root, '.keyport/cluster/bench-cluster.log')
  mkdirSync(dirname(log), { recursive: true })
  const out = createWriteStream(log)
  const child = spawn('npm', ['run', 'start:cluster'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      KEYPORT_PORT_OFFSET: String(offset),
      KEYPORT_INSTANCES: String(instances),
      KEYPORT_API_RATE_LIMIT: '1000000000',
    },
  })
  child.stdout?.pipe(out)
  child.stderr?.pipe(out)
  const stop = () => stopGroup(child)
  try {
    await waitForHealth(healthUrls, child, timeoutMs, log)
  } catch (error) {
    await stop()
    throw error
  }
  return { stop, log }
}

async function waitForHealth(
  urls: readonly string[],
  child: ChildProcess,
  timeoutMs: number,
  log: string,
) {
  const deadline = Date.now() + timeoutMs
  const healthy = (url: string) =>
    fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    )
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`npm run start:cluster exited (${child.exitCode}); see ${log}`)
    if ((await Promise.all(urls.map(healthy))).every(Boolean)) return
    if (Date.now() > deadline)
      throw new Error(`The cluster was not healthy within ${timeoutMs / 1000} s; see ${log}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM')
  const killed = setTimeout(() => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
  }, 30_000)
  await exited
  clearTimeout(killed)
}
