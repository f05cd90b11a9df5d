import { fakeConnection as connectConnection } from '@keyport/connect/testing'
import { createEventBus, createManualClock } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import { fakeAccountData, fakeSwapApi } from '../testing/fakeSwapDeps.ts'
import { balance, dai, usdc, user } from '../testing/swapFixtures.ts'
import { createSwapService } from './createSwapService.ts'
import type { SendWalletTransactionParameters } from './sendWalletTransaction.ts'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const approveHash = `0x${'aa'.repeat(32)}` as const
const swapHash = `0x${'bb'.repeat(32)}` as const

/** A swap whose wallet answers EIP-5792 as scripted (or not at all: 4200). */
async function setup(
  wallet: Record<string, (params: unknown) => unknown>,
  balances = [balance('ETH', '10000', 3000), balance('USDC', '100')],
) {
  const asked: { method: string; params: unknown }[] = []
  const connection = connectConnection(
    { status: 'connected', address: user, accounts: [user], chainId: 1, connectorId: 'test' },
    {
      async request({ method, params }) {
        asked.push({ method, params })
        const answer = wallet[method]
        if (!answer) throw Object.assign(new Error('Unsupported method'), { code: 4200 })
        return answer(params)
      },
    },
  )
  const clock = createManualClock()
  const bus = createEventBus()
  const events: string[] = []
  bus.events$.subscribe((event) => events.push(event.name))
  const { api, quotes, answerQuotesWith } = fakeSwapApi({ allowance: 0n })
  const sent: SendWalletTransactionParameters[] = []
  const swap = createSwapService({
    api,
    connection: connection.service,
    accountData: fakeAccountData(balances).service,
    clock,
    bus,
    appOptions: { sponsorship: 'keyport', apiUrl: 'http://api.test', projectId: 'keyport-dev' },
    send: async (parameters) => {
      sent.push(parameters)
      return sent.length === 1 ? approveHash : swapHash
    },
  })
  await swap.load()
  swap.selectToken('from', usdc)
  swap.selectToken('to', dai)
  swap.setAmount('10')
  clock.advance(500)
  quotes.at(-1)?.resolve(9_969_000_000_000_000_000n)
  answerQuotesWith(9_969_000_000_000_000_000n)
  await settle()
  return { swap, asked, sent, events }
}

const batching = {
  wallet_getCapabilities: () => ({
    '0x1': { atomic: { status: 'ready' }, paymasterService: { supported: true } },
  }),
  wallet_sendCalls: () => ({ id: 'batch-1' }),
  wallet_getCallsStatus: () => ({
    version: '2.0.0',
    id: 'batch-1',
    chainId: '0x1',
    status: 200,
    atomic: true,
    receipts: [{ status: '0x1', transactionHash: swapHash }],
  }),
}

describe('createSwapExecution with EIP-5792', () => {
  test('behavior: an atomic wallet gets approve + swap in one sponsored wallet_sendCalls; no ETH needed', async () => {
    const t = await setup(batching, [balance('ETH', '0', 3000), balance('USDC', '100')])
    expect(await t.swap.review()).toBe(true)
    expect(t.swap.state.execution.review).toMatchObject({
      needsApproval: true,
      batch: true,
      sponsored: true,
    })
    // One prompt: swap() sends both calls; approve() is not needed first.
    expect(await t.swap.swap()).toBe(swapHash)
    expect(t.sent).toEqual([])
    const sendCalls = t.asked.filter((a) => a.method === 'wallet_sendCalls')
    expect(sendCalls).toHaveLength(1)
    const [batch] = (sendCalls[0]?.params ?? []) as [
      { calls: { to: string }[]; capabilities: unknown; atomicRequired: boolean },
    ]
    expect(batch.calls.map((call) => call.to)).toEqual([
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
    ])
    expect(batch.atomicRequired).toBe(true)
    expect(batch.capabilities).toEqual({
      paymasterService: {
        url: 'http://api.test/v1/paymaster?chainId=1&projectId=keyport-dev',
        optional: true,
      },
    })
    expect(t.swap.state.execution).toMatchObject({ status: 'done', hash: swapHash })
    expect(t.events.filter((name) => name.startsWith('swap:'))).toEqual([
      'swap:approved',
      'swap:succeeded',
    ])
  })

  test('behavior: a wallet without EIP-5792 (4200) falls back to approve, then swap, one transaction each', async () => {
    const t = await setup({})
    expect(await t.swap.review()).toBe(true)
    expect(t.swap.state.execution.review).toMatchObject({ batch: false, sponsored: false })
    expect(await t.swap.swap()).toBeUndefined()
    await t.swap.approve()
    expect(await t.swap.swap()).toBe(swapHash)
    expect(t.sent.map((s) => s.transaction.to)).toEqual([
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
    ])
    expect(t.asked.map((a) => a.method)).toEqual(['wallet_getCapabilities'])
  })

  test('behavior: without sponsorship taken, an account with no ETH is refused before any prompt', async () => {
    const t = await setup(
      {
        wallet_getCapabilities: () => ({ '0x1': { atomic: { status: 'supported' } } }),
      },
      [balance('ETH', '0', 3000), balance('USDC', '100')],
    )
    expect(await t.swap.review()).toBe(false)
    expect(t.swap.state.execution.error?.shortMessage).toBe('Insufficient ETH for the network fee')
  })
})
