import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import type { Address, Hex } from 'viem'
import { type DeployedChain, deployedChainSchema } from './deployment.ts'

const require = createRequire(import.meta.url)

/** Files whose change alters what seeding produces; editing any of them invalidates snapshots. */
const seedingSources = [
  'seedChain.ts',
  'seedPlan.ts',
  'createSeeder.ts',
  'uniswapArtifacts.ts',
  'accountAbstraction.ts',
]

export interface ChainSnapshot {
  /** anvil state for `--load-state`. */
  stateFile: string
  /** The seeded chain as deployed; the RPC URL is the one it had then. */
  deployed: DeployedChain
}

function writeAtomically(file: string, text: string): void {
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, text)
  renameSync(partial, file)
}

/**
 * Saved seeded states of the local chains, so a restart loads one (about 0.2 s) instead of
 * deploying again. Snapshots are keyed by chain id and a hash of everything seeding depends on:
 * the token, account-factory, paymaster and delegate bytecode, the paymaster's signer, the seeding code, the
 * Uniswap and ERC-4337 builds and the anvil version.
 *
 * @example
 * const snapshots = chainSnapshots({
 *   dir: '.keyport/chains', seedTokenBytecode, accountFactoryBytecode, paymasterBytecode,
 *   delegateBytecode, paymasterSigner,
 * })
 * const saved = snapshots.read(1) // undefined on the first start
 */
export function chainSnapshots({
  dir,
  seedTokenBytecode,
  accountFactoryBytecode,
  paymasterBytecode,
  delegateBytecode,
  paymasterSigner,
}: {
  dir: string
  seedTokenBytecode: Hex
  accountFactoryBytecode: Hex
  paymasterBytecode: Hex
  delegateBytecode: Hex
  /** Part of the paymaster's creation code, so of its address. */
  paymasterSigner: Address
}) {
  const hash = createHash('sha256')
    .update(seedTokenBytecode)
    .update(accountFactoryBytecode)
    .update(paymasterBytecode)
    .update(delegateBytecode)
    .update(paymasterSigner.toLowerCase())
  for (const file of seedingSources)
    hash.update(readFileSync(new URL(`./${file}`, import.meta.url)))
  const packages = [
    '@foundry-rs/anvil',
    '@uniswap/v2-core',
    '@uniswap/v2-periphery',
    '@account-abstraction/contracts',
  ]
  for (const pkg of packages) {
    hash.update(require(`${pkg}/package.json`).version)
  }
  const key = hash.digest('hex').slice(0, 16)
  const paths = (chainId: number) => ({
    stateFile: join(dir, `chain-${chainId}-${key}.state.json`),
    deployedFile: join(dir, `chain-${chainId}-${key}.deployment.json`),
  })

  return {
    read(chainId: number): ChainSnapshot | undefined {
      const { stateFile, deployedFile } = paths(chainId)
      if (!existsSync(stateFile)) return undefined
      try {
        const deployed = deployedChainSchema.parse(JSON.parse(readFileSync(deployedFile, 'utf8')))
        return { stateFile, deployed }
      } catch {
        // Missing or from an older schema: deploy afresh and overwrite.
        return undefined
      }
    },
    /** Stores a node's current state; `dumpedState` is `anvil_dumpState`'s gzipped hex. */
    write(deployed: DeployedChain, dumpedState: Hex): void {
      const { stateFile, deployedFile } = paths(deployed.chainId)
      mkdirSync(dir, { recursive: true })
      // --load-state reads the JSON form; the RPC hands out the same JSON gzipped.
      writeAtomically(stateFile, gunzipSync(Buffer.from(dumpedState.slice(2), 'hex')).toString())
      // Written last: read() trusts a state file only when its deployment is there too.
      writeAtomically(deployedFile, JSON.stringify(deployed))
      // Snapshots of older code are dead weight (about 800 KB each): keep only this key's.
      const prefix = `chain-${deployed.chainId}-`
      for (const file of readdirSync(dir)) {
        if (file.startsWith(prefix) && !file.startsWith(`${prefix}${key}.`)) {
          rmSync(join(dir, file), { force: true })
        }
      }
    },
  }
}
