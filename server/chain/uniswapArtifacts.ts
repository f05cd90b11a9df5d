import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Hex } from 'viem'

const require = createRequire(import.meta.url)

function bytecodeOf(artifact: string): Hex {
  const { bytecode } = JSON.parse(readFileSync(require.resolve(artifact), 'utf8')) as {
    bytecode: string
  }
  return bytecode.startsWith('0x') ? (bytecode as Hex) : `0x${bytecode}`
}

/**
 * Deployable bytecode of the Uniswap v2 contracts, from the npm packages' builds. The v2-core
 * Pair init-code hash matches the one Router02 hard-codes in `pairFor`, so they work together
 * unchanged (offline-stack.md section 2).
 *
 * @example
 * walletClient.deployContract({ abi: uniswapV2FactoryAbi, bytecode: uniswapArtifacts().factory, args: [deployer] })
 */
export function uniswapArtifacts(): { factory: Hex; router: Hex; weth9: Hex } {
  return {
    factory: bytecodeOf('@uniswap/v2-core/build/UniswapV2Factory.json'),
    router: bytecodeOf('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    weth9: bytecodeOf('@uniswap/v2-periphery/build/WETH9.json'),
  }
}
