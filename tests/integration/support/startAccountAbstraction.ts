import { startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { startBundler } from '@keyport/server/bundler/startBundler.ts'
import { type DeployedChain, startChains, toViemChain } from '@keyport/server/chain/index.ts'
import { toKeyportSmartAccount } from '@keyport/server/frame/page/keyportSmartAccount.ts'
import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  http,
  type PublicClient,
  parseEther,
  type Transport,
} from 'viem'
import { type BundlerClient, createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

export type AccountAbstractionStack = {
  chain: DeployedChain
  client: PublicClient<Transport, Chain>
  /** Pimlico's alto, reached through the data API's JSON-RPC endpoint as the secure frame reaches it. */
  bundlerClient: BundlerClient
  /** A fresh owner's counterfactual KeyportAccount, given 10 ETH with anvil_setBalance. */
  fundedAccount(): Promise<{
    owner: ReturnType<typeof privateKeyToAccount>
    account: Awaited<ReturnType<typeof toKeyportSmartAccount>>
  }>
  stop(): Promise<void>
}

/**
 * Real anvil with the EntryPoint v0.8 and the account factory deployed at seeding, alto as the
 * bundler, and the data API in front of it: what the smart-account and session-key tests share.
 *
 * @example
 * const stack = await startAccountAbstraction()
 * const { account } = await stack.fundedAccount()
 * await stack.bundlerClient.sendUserOperation({ account, calls })
 */
export async function startAccountAbstraction(): Promise<AccountAbstractionStack> {
  const chains = await startChains({ ports: { 1: 0, 8453: 0 } })
  const chain = chains.deployment.chains[0]!
  const bundler = await startBundler({ chainId: chain.chainId, chainRpcUrl: chain.rpcUrl })
  const api = await startTestApi({
    deployment: chains.deployment,
    rateLimit: 10_000,
    bundlerUrls: { [chain.chainId]: bundler.url },
  })
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(), cacheTime: 0 })
  const bundlerClient = createBundlerClient({
    client,
    transport: http(`${api.url}/v1?chainId=${chain.chainId}&projectId=keyport-dev`),
    pollingInterval: 100,
  })
  return {
    chain,
    client,
    bundlerClient,
    async fundedAccount() {
      const owner = privateKeyToAccount(generatePrivateKey())
      const account = await toKeyportSmartAccount({
        client,
        owner,
        factoryAddress: chain.accountAbstraction.accountFactory as Address,
      })
      await createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' }).setBalance({
        address: account.address,
        value: parseEther('10'),
      })
      return { owner, account }
    },
    async stop() {
      await api.stop()
      await bundler.stop()
      await chains.stop()
    },
  }
}
