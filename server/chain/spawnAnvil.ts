import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import { devMnemonic, type LocalChain, RingBuffer } from '@keyport/stack'
import { anvilBinary } from './anvilBinary.ts'
import { ChainError } from './ChainError.ts'
import { accountBalanceEther } from './seedPlan.ts'

export interface SpawnAnvilParameters {
  chain: LocalChain
  host: string
  port: number
  /** A state file written by `anvil_dumpState` to start from instead of an empty chain. */
  loadState?: string
  /** @default 10_000 */
  readyTimeoutMs?: number
}

export interface AnvilNode {
  rpcUrl: string
  /** Settles when the process ends, with a message naming the chain and its last output. */
  exited: Promise<string>
  /** SIGTERM, then SIGKILL after a second; resolves once the process is gone. */
  stop(): Promise<void>
  /** Synchronous last resort for `process.on('exit')`. */
  kill(): void
}

async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    const { result } = (await response.json()) as { result?: string }
    return result !== undefined && Number(result) === chainId
  } catch {
    return false
  }
}

/**
 * Starts one anvil node as a child of this process (automine on, anvil's default mnemonic) and
 * resolves once it answers `eth_chainId` with the expected id.
 *
 * @example
 * const node = await spawnAnvil({ chain: localChains[0], host: '127.0.0.1', port: 8545 })
 */
export async function spawnAnvil({
  chain,
  host,
  port,
  loadState,
  readyTimeoutMs = 10_000,
}: SpawnAnvilParameters): Promise<AnvilNode> {
  const urlHost = host.includes(':') ? `[${host}]` : host
  const rpcUrl = `http://${urlHost}:${port}`
  const args = [
    ['--host', host],
    ['--port', String(port)],
    ['--chain-id', String(chain.chainId)],
    ['--mnemonic', devMnemonic],
    ['--balance', String(accountBalanceEther)],
    loadState ? ['--load-state', loadState] : [],
  ].flat()
  const child: ChildProcess = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const output = new RingBuffer<string>(30)
  for (const stream of [child.stdout, child.stderr]) {
    if (stream)
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        // anvil's banner pads with blank lines; they only dilute a crash report.
        if (line.trim()) output.push(line)
      })
  }
  let alive = true
  const exited = new Promise<string>((resolve) => {
    const describe = (how: string) => {
      alive = false
      const last = output.toArray().join('\n  ') || '(no output)'
      resolve(
        `anvil for ${chain.name} (chain ${chain.chainId}, ${rpcUrl}) ${how}; last output:\n  ${last}`,
      )
    }
    child.once('error', (error) => describe(`could not start (${error.message})`))
    child.once('close', (code, signal) =>
      describe(signal ? `exited on ${signal}` : `exited with code ${code}`),
    )
  })

  const node: AnvilNode = {
    rpcUrl,
    exited,
    kill: () => {
      if (alive) child.kill('SIGKILL')
    },
    async stop() {
      if (!alive) return
      child.kill('SIGTERM')
      const killLater = setTimeout(() => child.kill('SIGKILL'), 1_000)
      await exited
      clearTimeout(killLater)
    },
  }

  const deadline = Date.now() + readyTimeoutMs
  while (!(await answersChainId(rpcUrl, chain.chainId))) {
    if (!alive) throw new ChainError(await exited)
    if (Date.now() > deadline) {
      await node.stop()
      throw new ChainError(
        `anvil for ${chain.name} did not answer on ${rpcUrl} within ${readyTimeoutMs} ms. Is port ${port} taken by another program? Last output:\n  ${output.toArray().join('\n  ')}`,
      )
    }
    await sleep(20)
  }
  return node
}
