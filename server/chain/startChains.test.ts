import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { keyportPaymasterAbi, uniswapV2RouterAbi } from './abis.ts'
import type { DeployedChain, Deployment } from './deployment.ts'
import { type StartChainsReturnType, startChains } from './startChains.ts'
import { toViemChain } from './toViemChain.ts'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const freePorts = { 1: 0, 8453: 0 }

/** What must not change between starts: everything but the URLs and the time stamp. */
const addressesOf = (deployment: Deployment) =>
  deployment.chains.map(({ rpcUrl: _, ...chain }) => chain)

const clientFor = (chain: DeployedChain) =>
  createPublicClient({ chain: toViemChain(chain), transport: http(), cacheTime: 0 })

const tokenOf = (chain: DeployedChain, symbol: string) => {
  const token = chain.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`${symbol} missing on chain ${chain.chainId}`)
  return token.address as Address
}

describe('startChains', () => {
  let stateDir: string
  let chains: StartChainsReturnType

  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'keyport-chains-'))
    chains = await startChains({ ports: freePorts, stateDir })
  }, 30_000)

  afterAll(async () => {
    await chains?.stop()
    rmSync(stateDir, { recursive: true, force: true })
  })

  test('behavior: presents chain ids 1 and 8453 on their own ports', async () => {
    const [ethereum, base] = chains.deployment.chains
    expect([ethereum?.name, base?.name]).toEqual(['Ethereum (local)', 'Base (local)'])
    expect(await clientFor(ethereum!).getChainId()).toBe(1)
    expect(await clientFor(base!).getChainId()).toBe(8453)
    expect(ethereum?.rpcUrl).not.toBe(base?.rpcUrl)
  })

  test('behavior: account 0 holds native balance and every token, with real symbols and decimals', async () => {
    for (const chain of chains.deployment.chains) {
      const client = clientFor(chain)
      expect(chain.devAccounts[0]).toBe(account0)
      expect(await client.getBalance({ address: account0 })).toBeGreaterThan(parseEther('1000'))
      expect(chain.tokens.map((t) => [t.symbol, t.decimals, t.wrappedNative])).toEqual([
        ['USDC', 6, false],
        ['DAI', 18, false],
        ['WETH', 18, true],
      ])
      for (const token of chain.tokens) {
        const address = token.address as Address
        const read = <const F extends 'symbol' | 'decimals'>(functionName: F) =>
          client.readContract({ address, abi: erc20Abi, functionName })
        expect(await read('symbol')).toBe(token.symbol)
        expect(await read('decimals')).toBe(token.decimals)
        for (const holder of chain.devAccounts) {
          const balance = await client.readContract({
            address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [holder as Address],
          })
          expect(balance, `${token.symbol} of ${holder}`).toBeGreaterThan(0n)
        }
      }
    }
  })

  test('behavior: the router quotes 1 WETH at about 3000 USDC', async () => {
    for (const chain of chains.deployment.chains) {
      const [, usdcOut] = await clientFor(chain).readContract({
        address: chain.uniswap.router as Address,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [parseEther('1'), [tokenOf(chain, 'WETH'), tokenOf(chain, 'USDC')]],
      })
      expect(Number(usdcOut) / 1e6).toBeGreaterThan(2970)
      expect(Number(usdcOut) / 1e6).toBeLessThan(3030)
    }
  })

  test('behavior: account 1 can swap ETH for USDC through the router', async () => {
    const chain = chains.deployment.chains[1]!
    const client = clientFor(chain)
    const usdc = tokenOf(chain, 'USDC')
    const usdcBalance = () =>
      client.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account1],
      })
    const [usdcBefore, ethBefore] = [
      await usdcBalance(),
      await client.getBalance({ address: account1 }),
    ]

    const wallet = createWalletClient({
      chain: toViemChain(chain),
      transport: http(),
      account: account1,
    })
    const hash = await wallet.writeContract({
      address: chain.uniswap.router as Address,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [parseUnits('2900', 6), [tokenOf(chain, 'WETH'), usdc], account1, 2n ** 40n],
      value: parseEther('1'),
      // A swap in a later block writes Uniswap's price accumulators, which estimates miss.
      gas: 300_000n,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    expect(receipt.status).toBe('success')

    expect((await usdcBalance()) - usdcBefore).toBeGreaterThan(parseUnits('2900', 6))
    expect(ethBefore - (await client.getBalance({ address: account1 }))).toBeGreaterThan(
      parseEther('1'),
    )
  })

  test('behavior: a fresh deployment and a snapshot restart give the same addresses', async () => {
    const fresh = await startChains({ ports: freePorts, stateDir, snapshots: false })
    const restarted = await startChains({ ports: freePorts, stateDir })
    try {
      expect(addressesOf(fresh.deployment)).toEqual(addressesOf(chains.deployment))
      expect(addressesOf(restarted.deployment)).toEqual(addressesOf(chains.deployment))
      const chain = restarted.deployment.chains[0]!
      const balance = await clientFor(chain).readContract({
        address: tokenOf(chain, 'DAI'),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account0],
      })
      expect(balance).toBeGreaterThan(0n)
      // The seeded history survives a snapshot, so an indexer starting at block 0 sees it.
      const logs = await clientFor(chain).getLogs({
        address: tokenOf(chain, 'USDC'),
        fromBlock: 0n,
        toBlock: BigInt(chain.seededAtBlock),
      })
      expect(logs.length).toBeGreaterThan(5)
      // And so does the paymaster's deposit in the EntryPoint.
      const deposit = await clientFor(chain).readContract({
        address: chain.accountAbstraction.paymaster as Address,
        abi: keyportPaymasterAbi,
        functionName: 'getDeposit',
      })
      expect(deposit).toBe(parseEther('1000'))
      // And KeyportDelegate, the EIP-7702 delegate.
      expect(
        await clientFor(chain).getCode({ address: chain.accountAbstraction.delegate as Address }),
      ).toMatch(/^0x[0-9a-f]{100,}/)
    } finally {
      await Promise.all([fresh.stop(), restarted.stop()])
    }
  }, 20_000)

  test('behavior: reports an anvil that dies, with its output', async () => {
    const extra = await startChains({ ports: freePorts, stateDir })
    extra.kill()
    expect(await extra.died).toMatch(/anvil for (Ethereum|Base) \(local\).*exited on SIGKILL/)
    await extra.stop()
  })
})
