import { devMnemonic, type LocalChain } from '@keyport/stack'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import {
  seedTokenAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
  weth9Abi,
} from './abis.ts'
import { deployAccountAbstraction } from './accountAbstraction.ts'
import { createSeeder } from './createSeeder.ts'
import type { DeployedChain, DeployedToken } from './deployment.ts'
import {
  fundedAccountCount,
  nativeCurrency,
  perAccountGrant,
  type SeedTokenSymbol,
  seedPools,
  seedTokens,
} from './seedPlan.ts'
import { uniswapArtifacts } from './uniswapArtifacts.ts'

export interface SeedChainParameters {
  chain: LocalChain
  rpcUrl: string
  /** Creation code of contracts/SeedToken.sol (see compileContracts). */
  seedTokenBytecode: Hex
  /** Creation code of contracts/KeyportAccountFactory.sol (see compileContracts). */
  accountFactoryBytecode: Hex
  /** Creation code of contracts/KeyportPaymaster.sol (see compileContracts). */
  paymasterBytecode: Hex
  /** Creation code of contracts/KeyportDelegate.sol (see compileContracts). */
  delegateBytecode: Hex
  /** KeyportPaymaster's verifyingSigner. @default the dev `paymasterSigner` key's address */
  paymasterSigner?: Address
}

/** The first `fundedAccountCount` accounts of anvil's default mnemonic; account 0 deploys. */
function devAccounts(): Address[] {
  return Array.from(
    { length: fundedAccountCount },
    (_, addressIndex) => mnemonicToAccount(devMnemonic, { addressIndex }).address,
  )
}

/**
 * Deploys the tokens and the Uniswap v2 exchange on a fresh anvil node, adds liquidity and funds
 * the dev accounts, then deploys ERC-4337 (EntryPoint v0.8 and the smart-account factory). Every transaction comes from account 0 in a fixed order, so the addresses
 * (which depend only on the deployer's nonce) are the same on every fresh chain.
 *
 * @example
 * const deployed = await seedChain({ chain: localChains[0], rpcUrl, seedTokenBytecode, accountFactoryBytecode })
 */
export async function seedChain({
  chain,
  rpcUrl,
  seedTokenBytecode,
  accountFactoryBytecode,
  paymasterBytecode,
  delegateBytecode,
  paymasterSigner,
}: SeedChainParameters): Promise<DeployedChain> {
  const accounts = devAccounts()
  const [deployer] = accounts as [Address, ...Address[]]
  const seeder = createSeeder(rpcUrl, deployer)
  const uniswap = uniswapArtifacts()

  const tokens: (DeployedToken & { address: Address })[] = []
  for (const token of seedTokens) {
    const args = [token.name, token.symbol, token.decimals, token.supply]
    const address = await seeder.deploy(seedTokenAbi, seedTokenBytecode, args)
    const { symbol, name, decimals } = token
    tokens.push({ symbol, name, decimals, address, wrappedNative: false })
  }
  const weth = await seeder.deploy(weth9Abi, uniswap.weth9)
  tokens.push({
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimals: 18,
    address: weth,
    wrappedNative: true,
  })
  const factory = await seeder.deploy(uniswapV2FactoryAbi, uniswap.factory, [deployer])
  const router = await seeder.deploy(uniswapV2RouterAbi, uniswap.router, [factory, weth])

  const addressOf = (symbol: SeedTokenSymbol) => tokens.find((t) => t.symbol === symbol)!.address
  const transfer = (symbol: SeedTokenSymbol, to: Address, amount: bigint) =>
    seeder.transact({
      address: addressOf(symbol),
      abi: seedTokenAbi,
      functionName: 'transfer',
      args: [to, amount],
    })

  // The pools' WETH plus one grant per account: account 0's grant is what it keeps after seeding.
  const wethNeeded =
    seedPools.reduce(
      (sum, p) => sum + (p.a === 'WETH' ? p.amountA : 0n) + (p.b === 'WETH' ? p.amountB : 0n),
      0n,
    ) +
    perAccountGrant.WETH * BigInt(accounts.length)
  await seeder.transact({
    address: weth,
    abi: weth9Abi,
    functionName: 'deposit',
    value: wethNeeded,
  })

  const pairs: DeployedChain['uniswap']['pairs'] = []
  for (const pool of seedPools) {
    const [a, b] = [addressOf(pool.a), addressOf(pool.b)]
    await seeder.transact({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'createPair',
      args: [a, b],
    })
    const pair = await seeder.publicClient.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    // Funding the pair directly and calling mint is what the router does, minus the approvals.
    await transfer(pool.a, pair, pool.amountA)
    await transfer(pool.b, pair, pool.amountB)
    await seeder.transact({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'mint',
      args: [deployer],
    })
    const [token0, token1] = BigInt(a) < BigInt(b) ? [a, b] : [b, a]
    pairs.push({ address: pair, token0, token1 })
  }

  for (const account of accounts.slice(1)) {
    for (const symbol of ['USDC', 'DAI', 'WETH'] as const) {
      await transfer(symbol, account, perAccountGrant[symbol])
    }
  }

  // CREATE2 from a key of its own: account 0's nonce, and so every address above, stays as it was.
  const accountAbstraction = await deployAccountAbstraction({
    rpcUrl,
    factoryBytecode: accountFactoryBytecode,
    paymasterBytecode,
    delegateBytecode,
    paymasterSigner,
  })

  return {
    chainId: chain.chainId,
    name: chain.name,
    rpcUrl,
    nativeCurrency,
    tokens,
    uniswap: { factory, router, pairs },
    accountAbstraction,
    devAccounts: accounts,
    // viem caches the block number for its polling interval; the seeded height must be exact.
    seededAtBlock: Number(await seeder.publicClient.getBlockNumber({ cacheTime: 0 })),
  }
}
