import { spawn } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { altoArgs, RingBuffer } from '@keyport/stack'
import { freePort } from '../chain/freePort.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export interface StartBundlerParameters {
  chainId: number
  /** The chain's node; ERC-4337 must be deployed there (startChains does it). */
  chainRpcUrl: string
  /** 0 picks a free port. @default 0 */
  port?: number
  /** @default 30_000 */
  readyTimeoutMs?: number
}

/**
 * Starts Pimlico's alto for one chain as a child process, as the stack does, and resolves once
 * `GET /health` answers 200. For integration tests; `npm start` runs the same command line.
 *
 * @example
 * const bundler = await startBundler({ chainId: 1, chainRpcUrl: chain.rpcUrl })
 * const bundlerClient = createBundlerClient({ client, transport: http(bundler.url) })
 */
export async function startBundler({
  chainId,
  chainRpcUrl,
  port = 0,
  readyTimeoutMs = 30_000,
}: StartBundlerParameters): Promise<{ url: string; stop(): Promise<void> }> {
  const host = '127.0.0.1'
  const chosen = await freePort(host, port)
  const url = `http://${host}:${chosen}`
  const args = altoArgs({
    chainId,
    name: `bundler-${chainId}`,
    endpoint: { host, port: chosen, env: `KEYPORT_BUNDLER${chainId}_PORT`, url },
    chainRpcUrl,
  })
  const child = spawn(join(repoRoot, 'node_modules', '.bin', 'alto'), args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = new RingBuffer<string>(40)
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const exited = new Promise<void>((done) => child.once('close', () => done()))
  let alive = true
  void exited.then(() => {
    alive = false
  })
  const stop = async () => {
    if (!alive) return
    child.kill('SIGTERM')
    const killLater = setTimeout(() => child.kill('SIGKILL'), 2_000)
    await exited
    clearTimeout(killLater)
  }

  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    const healthy = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) })
      .then((response) => response.ok)
      .catch(() => false)
    if (healthy) return { url, stop }
    if (!alive || Date.now() > deadline) {
      await stop()
      throw new Error(
        `alto for chain ${chainId} did not become healthy on ${url}; last output:\n${output.toArray().join('')}`,
      )
    }
    await sleep(100)
  }
}
