import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import type { Abi, Hex } from 'viem'
import { ChainError } from './ChainError.ts'

const require = createRequire(import.meta.url)
const contractsDir = fileURLToPath(new URL('./contracts/', import.meta.url))

export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}

export interface CompileContractsOptions {
  /** Where compiled artifacts are cached between starts. */
  cacheDir: string
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

function readSources(): Record<string, { content: string }> {
  const files = readdirSync(contractsDir).filter((file) => file.endsWith('.sol'))
  return Object.fromEntries(
    files.sort().map((file) => [file, { content: readFileSync(join(contractsDir, file), 'utf8') }]),
  )
}

/** solc asks for imports by path ("@openzeppelin/contracts/..."); Node's resolver finds them. */
function findImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `${path} not found; run npm install at the repo root.` }
  }
}

/**
 * Compiles `server/chain/contracts/*.sol` with solc-js (no network: the compiler is the pinned npm
 * package). Compiling takes a few seconds, so the result is cached in `cacheDir` under a hash of the
 * sources, the OpenZeppelin and account-abstraction versions and the compiler version; a restart
 * reads the cache.
 *
 * @example
 * const { SeedToken } = compileContracts({ cacheDir: '.keyport/artifacts' })
 */
export function compileContracts({
  cacheDir,
}: CompileContractsOptions): Record<string, CompiledContract> {
  const sources = readSources()
  const openZeppelin = require('@openzeppelin/contracts/package.json').version as string
  const accountAbstraction = require('@account-abstraction/contracts/package.json')
    .version as string
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const key = createHash('sha256')
    .update(JSON.stringify({ input, solc: solc.version(), openZeppelin, accountAbstraction }))
    .digest('hex')
    .slice(0, 16)
  const cacheFile = join(cacheDir, `contracts-${key}.json`)
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8'))
  } catch {
    // Not cached yet (or unreadable): compile below.
  }

  const output: SolcOutput = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }))
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    const messages = errors.map((error) => error.formattedMessage).join('\n')
    throw new ChainError(`Solidity in ${contractsDir} does not compile; fix:\n${messages}`)
  }
  const compiled: Record<string, CompiledContract> = {}
  // Only our own contracts: OpenZeppelin's interfaces and abstract bases are not deployable.
  for (const file of Object.keys(sources)) {
    for (const [name, contract] of Object.entries(output.contracts?.[file] ?? {})) {
      compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  mkdirSync(cacheDir, { recursive: true })
  // Write then rename, so a concurrent start never reads half a file.
  const partial = `${cacheFile}.${process.pid}.tmp`
  writeFileSync(partial, JSON.stringify(compiled))
  renameSync(partial, cacheFile)
  return compiled
}
