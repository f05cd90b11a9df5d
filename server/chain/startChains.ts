import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { accountAbstractionAccount, type LocalChain, localChains } from '@keyport/stack'
import type { Address, Hex } from 'viem'
import { ChainError } from './ChainError.ts'
import { chainSnapshots } from './chainSnapshot.ts'
import { compileContracts } from './compileContracts.ts'
import { type DeployedChain, type Deployment, deploymentSchema } from './deployment.ts'
import { freePort } from './freePort.ts'
import { seedChain } from './seedChain.ts'
import { type AnvilNode, spawnAnvil } from './spawnAnvil.ts'

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')

export interface StartChainsParameters {
  /** Port per chain id; 0 picks a free port (what tests want). @default { 1: 8545, 8453: 8546 } */
  ports?: Partial<Record<number, number>>
  /** @default '127.0.0.1' */
  host?: string
  /** Holds `chains/` (seeded snapshots). @default '<repo>/.keyport' */
  stateDir?: string
  /**
   * Compiled contracts, cached under a hash of their sources; shared by every state folder, since
   * compiling the account contracts takes seconds. @default '<repo>/.keyport/artifacts'
   */
  artifactsDir?: string
  /** Start from a saved seeded state when there is one, and save one after seeding. @default true */
  snapshots?: boolean
  /**
   * KeyportPaymaster's verifyingSigner (start.ts: KEYPORT_PAYMASTER_SIGNER_ADDRESS).
   * @default the dev `paymasterSigner` key's address (server/stack/devAccounts.ts)
   */
  paymasterSigner?: Address
  /** Aborting stops the nodes, also mid-start (then `startChains` rejects). */
  signal?: AbortSignal
}

export interface StartChainsReturnType {
  /** Validated by `deploymentSchema`; what `start.ts` writes to `deploymentFile()`. */
  deployment: Deployment
  /** Resolves with a message (the node's last output) if an anvil exits before `stop()`. */
  died: Promise<string>
  /** Stops both anvil nodes; safe to call more than once. */
  stop(): Promise<void>
  /** Synchronous SIGKILL of both nodes, for `process.on('exit')`. */
  kill(): void
}

interface StartOneOptions {
  host: string
  port: number
  stateDir: string
  snapshots: boolean
  seedTokenBytecode: Hex
  accountFactoryBytecode: Hex
  paymasterBytecode: Hex
  delegateBytecode: Hex
  paymasterSigner: Address
  /** Takes ownership of a started node; throws if the whole start was called off meanwhile. */
  adopt(node: AnvilNode): Promise<void>
}

async function startOne(chain: LocalChain, options: StartOneOptions): Promise<DeployedChain> {
  const snapshots = chainSnapshots({
    dir: join(options.stateDir, 'chains'),
    seedTokenBytecode: options.seedTokenBytecode,
    accountFactoryBytecode: options.accountFactoryBytecode,
    paymasterBytecode: options.paymasterBytecode,
    delegateBytecode: options.delegateBytecode,
    paymasterSigner: options.paymasterSigner,
  })
  const saved = options.snapshots ? snapshots.read(chain.chainId) : undefined
  const envHint = `KEYPORT_${chain.envKey}_PORT`
  const port = await freePort(options.host, options.port, envHint)
  const node = await spawnAnvil({ chain, host: options.host, port, loadState: saved?.stateFile })
  await options.adopt(node)
  if (saved) return { ...saved.deployed, rpcUrl: node.rpcUrl }

  const deployed = await seedChain({
    chain,
    rpcUrl: node.rpcUrl,
    seedTokenBytecode: options.seedTokenBytecode,
    accountFactoryBytecode: options.accountFactoryBytecode,
    paymasterBytecode: options.paymasterBytecode,
    delegateBytecode: options.delegateBytecode,
    paymasterSigner: options.paymasterSigner,
  })
  if (options.snapshots) snapshots.write(deployed, await dumpState(node.rpcUrl))
  return deployed
}

async function dumpState(rpcUrl: string): Promise<Hex> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_dumpState', params: [] }),
  })
  const { result } = (await response.json()) as { result?: Hex }
  if (!result) throw new ChainError(`anvil_dumpState on ${rpcUrl} returned nothing.`)
  return result
}

/**
 * Starts the two local chains of DESIGN.md section 1 (ids 1 and 8453) as anvil child processes,
 * then deploys and seeds both in parallel: USDC, DAI, WETH9, a Uniswap v2 factory and router, three
 * pools with liquidity, five funded dev accounts, and ERC-4337 (EntryPoint v0.8 at its canonical
 * address, the smart-account factory, KeyportPaymaster with a deposit and the EIP-7702 delegate
 * KeyportDelegate). The addresses are the same on every start.
 * A cold start compiles and deploys in about 2 s; later starts load a snapshot in well under 1 s.
 *
 * @example
 * // In an integration test: free ports, a throwaway state folder.
 * const chains = await startChains({ ports: { 1: 0, 8453: 0 }, stateDir: mkdtempSync(join(tmpdir(), 'kp-')) })
 * const [ethereum, base] = chains.deployment.chains
 * afterAll(() => chains.stop())
 */
export async function startChains({
  ports = {},
  host = '127.0.0.1',
  stateDir = join(repoRoot, '.keyport'),
  artifactsDir = join(repoRoot, '.keyport', 'artifacts'),
  snapshots = true,
  paymasterSigner = accountAbstractionAccount('paymasterSigner').address,
  signal,
}: StartChainsParameters = {}): Promise<StartChainsReturnType> {
  signal?.throwIfAborted()
  const { SeedToken, KeyportAccountFactory, KeyportPaymaster, KeyportDelegate } = compileContracts({
    cacheDir: artifactsDir,
  })
  if (!SeedToken) throw new ChainError('contracts/SeedToken.sol did not produce SeedToken.')
  if (!KeyportAccountFactory) {
    throw new ChainError(
      'contracts/KeyportAccountFactory.sol did not produce KeyportAccountFactory.',
    )
  }
  if (!KeyportPaymaster) {
    throw new ChainError('contracts/KeyportPaymaster.sol did not produce KeyportPaymaster.')
  }
  if (!KeyportDelegate) {
    throw new ChainError('contracts/KeyportDelegate.sol did not produce KeyportDelegate.')
  }

  const started: AnvilNode[] = []
  let stopping = false
  const stop = async () => {
    stopping = true
    signal?.removeEventListener('abort', stop)
    await Promise.all(started.map((node) => node.stop()))
  }
  const kill = () => {
    for (const node of started) node.kill()
  }
  signal?.addEventListener('abort', stop, { once: true })
  const adopt = async (node: AnvilNode) => {
    started.push(node)
    if (stopping) {
      await node.stop()
      throw new ChainError('The chains were stopped while starting.')
    }
  }

  let chains: DeployedChain[]
  try {
    chains = await Promise.all(
      localChains.map((chain) =>
        startOne(chain, {
          host,
          stateDir,
          snapshots,
          port: ports[chain.chainId] ?? chain.defaultPort,
          seedTokenBytecode: SeedToken.bytecode,
          accountFactoryBytecode: KeyportAccountFactory.bytecode,
          paymasterBytecode: KeyportPaymaster.bytecode,
          delegateBytecode: KeyportDelegate.bytecode,
          paymasterSigner,
          adopt,
        }),
      ),
    )
  } catch (error) {
    await stop()
    throw error
  }

  const deployment = deploymentSchema.parse({ generatedAt: new Date().toISOString(), chains })
  const died = new Promise<string>((resolveDied) => {
    for (const node of started) {
      void node.exited.then((message) => {
        if (!stopping) resolveDied(message)
      })
    }
  })
  return { deployment, died, stop, kill }
}
