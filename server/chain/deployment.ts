import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as z from 'zod'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address: 0x and 40 hex characters')

export const deployedTokenSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int().min(0).max(36),
  address,
  /** True for the wrapped native token (WETH9). */
  wrappedNative: z.boolean(),
})

export const deployedChainSchema = z.object({
  chainId: z.number().int().positive(),
  /** 'Ethereum (local)', 'Base (local)'. */
  name: z.string(),
  /** JSON-RPC URL of the anvil node. */
  rpcUrl: z.string().url(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
  tokens: z.array(deployedTokenSchema),
  uniswap: z.object({
    factory: address,
    router: address,
    /** The seeded pools. */
    pairs: z.array(z.object({ address, token0: address, token1: address })),
  }),
  /**
   * ERC-4337: EntryPoint v0.8 (canonical address), the KeyportAccount factory, KeyportPaymaster
   * (the verifying paymaster whose signer is the data API's paymaster service) and KeyportDelegate
   * (the code embedded EOAs delegate to with EIP-7702).
   */
  accountAbstraction: z.object({
    entryPoint: address,
    accountFactory: address,
    paymaster: address,
    delegate: address,
  }),
  /** Accounts funded with native balance and every token (anvil's default mnemonic, first first). */
  devAccounts: z.array(address),
  /** The block after which the seeded state is complete; indexers start from 0. */
  seededAtBlock: z.number().int().nonnegative(),
})

export const deploymentSchema = z.object({
  generatedAt: z.string(),
  chains: z.array(deployedChainSchema),
})

export type DeployedToken = z.infer<typeof deployedTokenSchema>
export type DeployedChain = z.infer<typeof deployedChainSchema>
export type Deployment = z.infer<typeof deploymentSchema>

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** Where the chain service writes the deployment and where other services read it. */
export function deploymentFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.KEYPORT_DEPLOYMENT_FILE ?? resolve(repoRoot, '.keyport/deployment.json')
}

/** Reads and validates the deployment written by `server/chain`; throws a clear error if absent. */
export function readDeployment(file = deploymentFile()): Deployment {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new Error(`No chain deployment at ${file}. Start the chains first (npm start).`)
  }
  return deploymentSchema.parse(JSON.parse(text))
}
