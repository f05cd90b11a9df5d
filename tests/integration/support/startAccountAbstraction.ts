import { startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { startBundler } from '@keyport/server/bundler/startBundler.ts'
import { type DeployedChain, startChains, toViemChain } from '@keyport/server/chain/index.ts'
import {
  type PaymasterUserOperation,
  paymasterStubData,
  signPaymasterData,
} from '@keyport/server/chain/paymaster/paymasterData.ts'
import { toKeyportSmartAccount } from '@keyport/server/frame/page/keyportSmartAccount.ts'
import { accountAbstractionAccount } from '@keyport/stack'
import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  hexToBigInt,
  http,
  type LocalAccount,
  type PublicClient,
  parseEther,
  type Transport,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

type TestApi = Awaited<ReturnType<typeof startTestApi>>
type StartTestApiParameters = NonNullable<Parameters<typeof startTestApi>[0]>

export type KeyportTestAccount = {
  owner: ReturnType<typeof privateKeyToAccount>
  account: Awaited<ReturnType<typeof toKeyportSmartAccount>>
}

type SponsorOptions = {
  /** @default the dev `paymasterSigner` key */
  signer?: LocalAccount
  /** @default the deployment's KeyportPaymaster */
  paymaster?: Address
  /** @default the chain id the bundler client is for */
  chainId?: number
  /** @default the latest block's time plus 10 minutes */
  validUntil?: number
  /** @default 0 */
  validAfter?: number
}

/**
 * viem's paymaster actions (`createBundlerClient({ paymaster })`) that sign with the dev paymaster
 * key through server/chain/paymaster/paymasterData.ts, as the data API's paymaster service does,
 * minus its policy.
 */
type PaymasterActions = {
  getPaymasterStubData(parameters: unknown): Promise<{
    paymaster: Address
    paymasterData: `0x${string}`
    paymasterVerificationGasLimit: bigint
    paymasterPostOpGasLimit: bigint
  }>
  getPaymasterData(parameters: unknown): Promise<{
    paymaster: Address
    paymasterData: `0x${string}`
    paymasterVerificationGasLimit: bigint
    paymasterPostOpGasLimit: bigint
  }>
}

type AccountAbstractionChain = {
  chain: DeployedChain
  client: PublicClient<Transport, Chain>
  /** Pimlico's alto, reached through the data API's JSON-RPC endpoint as the secure frame reaches it. */
  bundlerClient: BundlerClient
  /** KeyportPaymaster on this chain (the same address on every chain). */
  paymaster: Address
  /** The data API's ERC-7677 service for keyport-dev on this chain (`/v1/paymaster?chainId=…`). */
  paymasterUrl: string
  /**
   * A bundler client like `bundlerClient` whose paymaster is viem's own ERC-7677 client pointed at
   * the data API's service (keyport-dev's policy), as a wallet using `'keyport'` sponsorship calls it.
   */
  serviceBundlerClient(): BundlerClient
  /** Paymaster actions signing with the dev key (or `options`' key, window, chain id). */
  sponsor(options?: SponsorOptions): PaymasterActions
  /** A fresh owner's counterfactual KeyportAccount, given 10 ETH with anvil_setBalance. */
  fundedAccount(): Promise<KeyportTestAccount>
  /** A fresh owner's counterfactual KeyportAccount with 0 ETH: only a paymaster can pay its gas. */
  unfundedAccount(): Promise<KeyportTestAccount>
  /** Sends `amount` (base units) of a seeded token to `to` from dev account 0. */
  fundToken(to: Address, symbol: 'USDC' | 'DAI' | 'WETH', amount: bigint): Promise<void>
}

export type AccountAbstractionStack = AccountAbstractionChain & {
  /** The data API in front of the bundlers (its database too, for the sponsorship tables). */
  api: Pick<TestApi, 'url' | 'db'>
  /** The same as the stack's own fields, for one of `chainIds`. */
  on(chainId: number): AccountAbstractionChain
  stop(): Promise<void>
}

export type StartAccountAbstractionParameters = {
  /** Chains that get a bundler and are served through the API; the first is the default. @default [1] */
  chainIds?: number[]
  /** More options for startTestApi (a clock, say). */
  api?: Omit<StartTestApiParameters, 'deployment' | 'bundlerUrls'>
}

function chainHelpers(
  chain: DeployedChain,
  apiUrl: string,
  shared: { nonces: Promise<void> },
): AccountAbstractionChain {
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(), cacheTime: 0 })
  const bundlerClient = createBundlerClient({
    client,
    transport: http(`${apiUrl}/v1?chainId=${chain.chainId}&projectId=keyport-dev`),
    pollingInterval: 100,
  })
  const paymaster = chain.accountAbstraction.paymaster as Address
  const paymasterUrl = `${apiUrl}/v1/paymaster?chainId=${chain.chainId}&projectId=keyport-dev`
  const newAccount = async (): Promise<KeyportTestAccount> => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toKeyportSmartAccount({
      client,
      owner,
      factoryAddress: chain.accountAbstraction.accountFactory as Address,
    })
    return { owner, account }
  }

  return {
    chain,
    client,
    bundlerClient,
    paymaster,
    paymasterUrl,
    serviceBundlerClient: () =>
      createBundlerClient({
        client,
        transport: http(`${apiUrl}/v1?chainId=${chain.chainId}&projectId=keyport-dev`),
        paymaster: createPaymasterClient({ transport: http(paymasterUrl) }),
        pollingInterval: 100,
      }),
    sponsor(options = {}) {
      const signer = options.signer ?? accountAbstractionAccount('paymasterSigner')
      const target = options.paymaster ?? paymaster
      const validAfter = options.validAfter ?? 0
      const validUntil = async () =>
        options.validUntil ??
        Number((await client.getBlock({ blockTag: 'latest' })).timestamp) + 600
      const toBigInts = (fields: ReturnType<typeof paymasterStubData>) => ({
        paymaster: fields.paymaster,
        paymasterData: fields.paymasterData,
        paymasterVerificationGasLimit: hexToBigInt(fields.paymasterVerificationGasLimit),
        paymasterPostOpGasLimit: hexToBigInt(fields.paymasterPostOpGasLimit),
      })
      return {
        async getPaymasterStubData() {
          return toBigInts(
            paymasterStubData({ paymaster: target, validUntil: await validUntil(), validAfter }),
          )
        },
        async getPaymasterData(parameters) {
          const userOperation = parameters as PaymasterUserOperation & { chainId: number }
          const fields = await signPaymasterData({
            userOperation,
            chainId: options.chainId ?? userOperation.chainId,
            paymaster: target,
            validUntil: await validUntil(),
            validAfter,
            signer,
          })
          return toBigInts(fields)
        },
      }
    },
    async fundedAccount() {
      const created = await newAccount()
      await createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' }).setBalance({
        address: created.account.address,
        value: parseEther('10'),
      })
      return created
    },
    unfundedAccount: newAccount,
    async fundToken(to, symbol, amount) {
      const token = chain.tokens.find((candidate) => candidate.symbol === symbol)
      if (!token) throw new Error(`No ${symbol} on chain ${chain.chainId}.`)
      // anvil signs for its dev accounts; one transfer at a time keeps account 0's nonces in order.
      const send = shared.nonces.then(async () => {
        const wallet = createWalletClient({
          chain: toViemChain(chain),
          account: chain.devAccounts[0] as Address,
          transport: http(),
        })
        const hash = await wallet.writeContract({
          address: token.address as Address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        })
        const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        if (receipt.status !== 'success') throw new Error(`${symbol} transfer to ${to} reverted.`)
      })
      shared.nonces = send.catch(() => {})
      await send
    },
  }
}

/**
 * Real anvil with the EntryPoint v0.8, the account factory and KeyportPaymaster deployed at
 * seeding, alto as the bundler of each chain in `chainIds`, and the data API in front of them:
 * what the smart-account, session-key and paymaster tests share.
 *
 * @example
 * const stack = await startAccountAbstraction({ chainIds: [1, 8453] })
 * const { account } = await stack.on(8453).unfundedAccount()
 * await stack.on(8453).bundlerClient.sendUserOperation({ account, calls, paymaster: stack.on(8453).sponsor() })
 */
export async function startAccountAbstraction({
  chainIds = [1],
  api: apiOptions = {},
}: StartAccountAbstractionParameters = {}): Promise<AccountAbstractionStack> {
  const chains = await startChains({ ports: { 1: 0, 8453: 0 } })
  const bundlers: Awaited<ReturnType<typeof startBundler>>[] = []
  let api: TestApi | undefined
  const stop = async () => {
    await api?.stop()
    await Promise.all(bundlers.map((bundler) => bundler.stop()))
    await chains.stop()
  }
  try {
    const deployed = chainIds.map((chainId) => {
      const chain = chains.deployment.chains.find((candidate) => candidate.chainId === chainId)
      if (!chain) throw new Error(`No local chain ${chainId}; the stack has 1 and 8453.`)
      return chain
    })
    const started = await Promise.all(
      deployed.map((chain) => startBundler({ chainId: chain.chainId, chainRpcUrl: chain.rpcUrl })),
    )
    bundlers.push(...started)
    api = await startTestApi({
      rateLimit: 10_000,
      ...apiOptions,
      deployment: chains.deployment,
      bundlerUrls: Object.fromEntries(deployed.map((chain, i) => [chain.chainId, started[i]!.url])),
    })
    const apiUrl = api.url
    const shared = { nonces: Promise.resolve() }
    const byChain = new Map(
      deployed.map((chain) => [chain.chainId, chainHelpers(chain, apiUrl, shared)]),
    )
    const on = (chainId: number) => {
      const helpers = byChain.get(chainId)
      if (!helpers) throw new Error(`Chain ${chainId} is not in this stack's chainIds.`)
      return helpers
    }
    return { ...on(chainIds[0]!), api: { url: api.url, db: api.db }, on, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
