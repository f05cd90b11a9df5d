import { connectionToken, connectPlugin, type Network } from '@keyport/connect'
import { fakeConnection } from '@keyport/connect/testing'
import { historyPlugin, transactionsToken } from '@keyport/history'
import { createKernel, type Plugin, provide } from '@keyport/kernel'
import { createMemoryStorage } from '@keyport/kernel/testing'
import {
  type SendFlow,
  type SendFlowState,
  type SendToken,
  sendFlowToken,
  sendReceivePlugin,
} from '@keyport/send-receive'
import { startIndexedTestStack } from '@keyport/server/indexer/testing/startIndexedTestStack.ts'
import { createTestWallet } from '@keyport/test-wallet'
import { erc20Abi, type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { registerTestName } from '../support/registerTestName.ts'

// Read through a function so TypeScript does not keep the narrowing from before an await.
const current = (flow: SendFlow): SendFlowState => flow.state
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address

/**
 * The send and history plugins in one kernel, over the real chains, data API and indexer, with
 * the test wallet's EIP-1193 provider as the connected wallet: what the browser does, minus the
 * browser.
 */
describe('send-receive and history over the local chains', { timeout: 60_000 }, () => {
  let stack: Awaited<ReturnType<typeof startIndexedTestStack>>
  let sender: Awaited<ReturnType<typeof stack.fundedAccount>>
  let wallet: ReturnType<typeof createTestWallet>
  let kernel: ReturnType<typeof createKernel>
  let network: Network

  beforeAll(async () => {
    stack = await startIndexedTestStack()
    sender = await stack.fundedAccount(1, { ether: '2', tokens: { USDC: 50_000_000n } })
    const rpcUrl = `${stack.api.url}/v1/?chainId=1&projectId=keyport-dev`
    wallet = createTestWallet({ privateKey: sender.key, chains: [{ id: 1, rpcUrl }] })
    await wallet.request({ method: 'eth_requestAccounts' })
    network = {
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum (local)',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }
    const connection = fakeConnection({
      status: 'connected',
      address: sender.address,
      accounts: [sender.address],
      chainId: 1,
      connectorId: 'dev.keyport.testwallet',
    })
    Object.assign(connection.service, { provider: () => wallet })
    const storage = createMemoryStorage()
    kernel = createKernel({
      plugins: [
        connectPlugin({ networks: [network] }),
        sendReceivePlugin(),
        historyPlugin(),
      ] as Plugin[],
      options: {
        apiUrl: stack.api.url,
        projectId: 'keyport-dev',
        logLevel: 'silent',
        storage: () => storage,
      },
      overrides: [provide(connectionToken, () => connection.service)],
    })
    kernel.start()
  }, 120_000)
  afterAll(async () => {
    await kernel?.dispose()
    await stack?.stop()
  })

  const client = () => stack.chain(1).client
  const usdc = () => stack.token(1, 'USDC').address as Hex
  const usdcOf = (owner: Hex) =>
    client().readContract({
      address: usdc(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const sendTokens = (): Record<'ETH' | 'USDC', SendToken> => ({
    ETH: { name: 'Ether', symbol: 'ETH', decimals: 18, chainId: 1, price: 3000, iconUrl: '' },
    USDC: {
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      address: usdc(),
      chainId: 1,
      price: 1,
      iconUrl: '',
    },
  })
  const sends = () => wallet.control.log.filter((entry) => entry.method === 'eth_sendTransaction')

  test('behavior: ERC-20 to a registered name: exact amount arrives; history lists it within one block', async () => {
    const { name, address: owner } = await registerTestName(
      stack.api.url,
      `send-${Date.now().toString(36)}`,
    )

    const flow = await kernel.resolve(sendFlowToken).load()
    const history = kernel.resolve(transactionsToken)
    flow.update({ token: sendTokens().USDC, amount: '12.345678', recipient: name.toUpperCase() })
    await flow.prepare(network)
    expect(flow.state.error?.shortMessage).toBeUndefined()
    if (flow.state.step !== 'ready') throw new Error(`not ready: ${flow.state.step}`)
    const { preview } = flow.state
    if (preview.namespace === 'solana') throw new Error('an eip155 send was priced as Solana')
    // The chain tells an account (no code) from a contract or a delegated account.
    expect(preview.recipient).toEqual({ address: owner, name, kind: 'account' })
    expect(preview.fee.gas).toBeGreaterThan(21_000n)
    await flow.send()
    const sent = current(flow)
    if (sent.step !== 'confirmed') throw new Error(`not confirmed: ${sent.step}`)
    const { hash } = sent
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await usdcOf(owner)).toBe(12_345_678n)

    // No block is mined after the send: the history must list it from the block it is in.
    const head = await client().getBlockNumber({ cacheTime: 0 })
    await history.refresh()
    await vi.waitFor(
      () => expect(history.state.transactions.map((t) => t.metadata.hash)).toContain(hash),
      { timeout: 10_000, interval: 100 },
    )
    expect(await client().getBlockNumber({ cacheTime: 0 })).toBe(head)
    const listed = history.state.transactions.find((t) => t.metadata.hash === hash)
    expect(listed?.metadata).toMatchObject({ operationType: 'send', chain: 'eip155:1' })
    expect(listed?.transfers[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '12.345678' },
      fungible_info: { symbol: 'USDC' },
    })
  })

  test('behavior: native to an address: it gets exactly the amount; the fee paid is within the preview', async () => {
    const flow = await kernel.resolve(sendFlowToken).load()
    const recipient = randomAddress()
    const before = await client().getBalance({ address: sender.address })
    flow.update({ token: sendTokens().ETH, amount: '0.25', recipient: recipient.toLowerCase() })
    await flow.prepare(network)
    if (flow.state.step !== 'ready') throw new Error(`not ready: ${flow.state.error?.message}`)
    const { preview } = flow.state
    if (preview.namespace === 'solana') throw new Error('an eip155 send was priced as Solana')
    const quoted = preview.fee.total
    await flow.send()
    const sent = current(flow)
    if (sent.step !== 'confirmed') throw new Error(`not confirmed: ${sent.step}`)
    const receipt = await client().getTransactionReceipt({ hash: sent.hash as `0x${string}` })
    const paid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.25'))
    expect(await client().getBalance({ address: sender.address })).toBe(
      before - parseEther('0.25') - paid,
    )
    expect(paid).toBeLessThanOrEqual(quoted)
  })

  test.each([
    ['an amount above the balance', 'ETH', '5', 'Not enough ETH: the balance is'],
    ['zero', 'ETH', '0', 'Enter an amount above 0.'],
    ['too many decimals', 'USDC', '1.0000001', 'USDC has at most 6 decimals.'],
    ['an ERC-20 amount above the balance', 'USDC', '50000', 'Not enough USDC: the balance is'],
  ] as const)(
    'behavior: %s is stopped before anything is signed',
    async (_name, symbol, amount, message) => {
      const flow = await kernel.resolve(sendFlowToken).load()
      const before = sends().length
      flow.update({ token: sendTokens()[symbol], amount, recipient: randomAddress() })
      await flow.prepare(network)
      expect(flow.state.step).toBe('editing')
      expect(flow.state.error?.shortMessage).toContain(message)
      await flow.send()
      expect(sends()).toHaveLength(before)
    },
  )

  test('behavior: a bad address or an unknown name is stopped before anything is signed', async () => {
    const flow = await kernel.resolve(sendFlowToken).load()
    const before = sends().length
    for (const [recipient, message] of [
      ['0x1234', 'Enter an address (0x and 40 hex characters)'],
      ['nobody-here.keyport.id', 'No address is registered for nobody-here.keyport.id.'],
    ]) {
      flow.update({ token: sendTokens().ETH, amount: '0.01', recipient })
      await flow.prepare(network)
      expect(flow.state.error?.shortMessage).toContain(message)
    }
    expect(sends()).toHaveLength(before)
  })

  test('behavior: a declined signature sends nothing and says "Signature declined"', async () => {
    const flow = await kernel.resolve(sendFlowToken).load()
    const nonce = await client().getTransactionCount({ address: sender.address })
    flow.update({ token: sendTokens().ETH, amount: '0.01', recipient: randomAddress() })
    await flow.prepare(network)
    wallet.control.setMode('reject')
    await flow.send()
    wallet.control.setMode('approve')
    expect(flow.state).toMatchObject({
      step: 'ready',
      error: { shortMessage: 'Signature declined' },
    })
    expect(await client().getTransactionCount({ address: sender.address })).toBe(nonce)
  })
})
