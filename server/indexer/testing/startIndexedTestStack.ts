import {
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  type WalletClient,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createApiChains } from '../../api/createApiChains.ts'
import { startTestApi } from '../../api/testing/startTestApi.ts'
import type { DeployedChain } from '../../chain/deployment.ts'
import { startChains } from '../../chain/index.ts'
import { startIndexer } from '../startIndexer.ts'

// anvil's well-known key for account #0 of its default mnemonic.
const devKey0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/**
 * Real chains, the data API on a fresh (or the shared PostgreSQL) database, and the indexer
 * filling that database: what the history and convert integration tests run against.
 *
 * @example
 * const stack = await startIndexedTestStack()
 * const account = await stack.fundedAccount(1, { ether: '1', tokens: { USDC: 100_000000n } })
 * afterAll(() => stack.stop())
 */
export async function startIndexedTestStack({ intervalMs = 100 }: { intervalMs?: number } = {}) {
  const chains = await startChains({ ports: { 1: 0, 8453: 0 } })
  const api = await startTestApi({ deployment: chains.deployment, rateLimit: 100_000 })
  const apiChains = createApiChains(chains.deployment)
  const indexer = await startIndexer({ db: api.db, chains: apiChains, intervalMs, log: () => {} })

  const chainOf = (chainId: number) => {
    const chain = apiChains.get(chainId)
    if (!chain) throw new Error(`No chain ${chainId} in the test deployment.`)
    return chain as { deployment: DeployedChain; client: PublicClient }
  }
  const walletFor = (chainId: number, key: Hex): WalletClient & { account: { address: Hex } } => {
    const { deployment, client } = chainOf(chainId)
    return createWalletClient({
      account: privateKeyToAccount(key),
      chain: client.chain,
      transport: http(deployment.rpcUrl),
    }) as WalletClient & { account: { address: Hex } }
  }
  const token = (chainId: number, symbol: string) => {
    const found = chainOf(chainId).deployment.tokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`No token ${symbol} on chain ${chainId}.`)
    return found
  }
  /** Sends, waits for the receipt and for the indexer to store its block; returns the receipt. */
  const settle = async (chainId: number, hash: Hex) => {
    const receipt = await chainOf(chainId).client.waitForTransactionReceipt({ hash })
    await indexer.waitForBlock(chainId, receipt.blockNumber)
    return receipt
  }
  // Account #0 of anvil's mnemonic funds every fresh account; each test file has its own nodes,
  // so its nonces are this file's alone.
  const funder = (chainId: number) => walletFor(chainId, devKey0)

  /** A random key funded with ether and tokens from account #0, so histories start empty. */
  const fundedAccount = async (
    chainId: number,
    { ether = '1', tokens = {} }: { ether?: string; tokens?: Record<string, bigint> } = {},
  ) => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const wallet = funder(chainId)
    await settle(
      chainId,
      await wallet.sendTransaction({
        account: wallet.account,
        chain: wallet.chain,
        to: address,
        value: parseEther(ether),
      }),
    )
    for (const [symbol, amount] of Object.entries(tokens))
      await settle(
        chainId,
        await wallet.writeContract({
          account: wallet.account,
          chain: wallet.chain,
          address: token(chainId, symbol).address as Hex,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [address, amount],
        }),
      )
    return { key, address, wallet: walletFor(chainId, key) }
  }

  return {
    api,
    deployment: chains.deployment,
    indexer,
    chain: chainOf,
    token,
    walletFor,
    settle,
    fundedAccount,
    async stop() {
      await indexer.stop()
      await api.stop()
      await chains.stop()
    },
  }
}
