import { fakeConnection, testNetworks } from '@keyport/connect/testing'
import { createEventBus } from '@keyport/kernel'
import { describe, expect, test, vi } from 'vitest'
import { eth, fakeChain, from, listedBalances, recipient, usdc } from '../testing/fakeSend.ts'
import type { SendChain } from './createSendChain.ts'
import { createSendFlow, type SendFlowState } from './createSendFlow.ts'
import * as actions from './sendActions.ts'

const hash = `0x${'cd'.repeat(32)}` as const
const [mainnet, base] = testNetworks

function setup({
  chain = fakeChain().chain,
  answer = async (): Promise<unknown> => hash,
}: {
  chain?: SendChain
  answer?: () => Promise<unknown>
} = {}) {
  const connection = fakeConnection({
    status: 'connected',
    address: from,
    accounts: [from],
    chainId: 1,
  })
  const provider = { request: vi.fn(answer) }
  Object.assign(connection.service, { provider: () => provider })
  const accountData = {
    data: { loading: false, balances: listedBalances },
    refresh: vi.fn(async () => {}),
  }
  const bus = createEventBus()
  const sent: unknown[] = []
  bus.on('send-receive:sent', (payload) => sent.push(payload))
  const toast = { showError: vi.fn() }
  const chainsMade: unknown[] = []
  const flow = createSendFlow({
    connection: connection.service,
    accountData,
    dataApi: { get: vi.fn() } as never,
    bus,
    toast,
    load: async () => ({
      ...actions,
      createSendChain: (parameters) => {
        chainsMade.push(parameters)
        return chain
      },
    }),
  })
  const steps: string[] = []
  flow.state$.subscribe((state) => steps.push(state.step))
  const move = connection.set
  return { flow, provider, accountData, sent, toast, steps, move, chainsMade }
}

const errorOf = (state: SendFlowState) => state.error?.code

describe('createSendFlow', () => {
  test('behavior: draft, preview, signing, sent, mined; the history is told and balances refresh', async () => {
    const { flow, provider, accountData, sent, steps, chainsMade } = setup()
    flow.update({ token: eth, amount: '0.5', recipient })
    await flow.prepare(mainnet)
    expect(flow.state.step).toBe('ready')
    expect(chainsMade[0]).toMatchObject({ rpc: { network: mainnet } })
    if (flow.state.step !== 'ready') throw new Error('not ready')
    expect(flow.state.preview.feeUsd).toBeCloseTo(0.126, 6)
    await flow.send()
    expect(flow.state).toMatchObject({ step: 'confirmed', hash, reverted: false })
    expect(steps).toEqual([
      'editing',
      'editing',
      'preparing',
      'ready',
      'signing',
      'submitted',
      'confirmed',
    ])
    expect(provider.request).toHaveBeenCalledTimes(1)
    expect(sent).toEqual([{ hash, chainId: 1, from }])
    expect(accountData.refresh).toHaveBeenCalledWith({ force: true })
  })

  test('behavior: a declined signature shows the toast and stays on the preview to try again', async () => {
    let declines = 1
    const { flow, toast } = setup({
      answer: async () => {
        if (declines-- > 0) throw { code: 4001, message: 'User rejected the request.' }
        return hash
      },
    })
    flow.update({ token: usdc, amount: '5', recipient })
    await flow.prepare(mainnet)
    await flow.send()
    expect(toast.showError).toHaveBeenCalledWith('Signature declined')
    expect(flow.state.step).toBe('ready')
    expect(errorOf(flow.state)).toBe('signatureDeclined')
    await flow.send()
    expect(flow.state.step).toBe('confirmed')
    expect(flow.state.error).toBeUndefined()
  })

  test('behavior: a draft that fails its checks goes back to editing with the reason', async () => {
    const { flow, provider } = setup()
    flow.update({ token: eth, amount: '3', recipient })
    await flow.prepare(mainnet)
    expect(flow.state.step).toBe('editing')
    expect(flow.state.error?.shortMessage).toBe('Not enough ETH: the balance is 2 ETH.')
    expect(flow.state.error?.field).toBe('amount')
    await flow.send()
    expect(provider.request).not.toHaveBeenCalled()
  })

  test('behavior: previewing on a network the wallet is not on is refused', async () => {
    const { flow } = setup()
    flow.update({ token: eth, amount: '1', recipient })
    await flow.prepare(base)
    expect(errorOf(flow.state)).toBe('networkChanged')
  })

  test('behavior: a change while the preview is priced drops the stale answer', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const chain = fakeChain({
      estimate: async () => {
        await held
        return await fakeChain().chain.estimateFee({ from, to: recipient, value: 1n })
      },
    }).chain
    const { flow } = setup({ chain })
    flow.update({ token: eth, amount: '1', recipient })
    const preparing = flow.prepare(mainnet)
    await vi.waitFor(() => expect(flow.state.step).toBe('preparing'))
    flow.update({ amount: '1.5' })
    release()
    await preparing
    expect(flow.state).toMatchObject({ step: 'editing', draft: { amount: '1.5' } })
  })

  test('behavior: another account or chain drops the token and the preview, not a send in flight', async () => {
    const { flow, move } = setup()
    flow.update({ token: eth, amount: '1', recipient })
    await flow.prepare(mainnet)
    move({ chainId: 8453 })
    expect(flow.state).toMatchObject({ step: 'editing', draft: { token: undefined, amount: '1' } })
  })

  test('behavior: changes wait while the wallet is asked', async () => {
    let answer: (value: unknown) => void = () => {}
    const { flow, move } = setup({
      answer: () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    })
    flow.update({ token: eth, amount: '1', recipient })
    await flow.prepare(mainnet)
    const sending = flow.send()
    await vi.waitFor(() => expect(flow.state.step).toBe('signing'))
    flow.update({ amount: '2' })
    flow.reset()
    move({ chainId: 8453 })
    expect(flow.state).toMatchObject({ step: 'signing', draft: { amount: '1' } })
    answer(hash)
    await sending
    expect(flow.state.step).toBe('confirmed')
  })

  test('behavior: a reverted transaction is confirmed as failed; an unreadable receipt keeps the hash', async () => {
    const reverted = setup({
      chain: fakeChain({ receipt: async () => ({ reverted: true, blockNumber: 1n }) }).chain,
    })
    reverted.flow.update({ token: eth, amount: '1', recipient })
    await reverted.flow.prepare(mainnet)
    await reverted.flow.send()
    expect(reverted.flow.state).toMatchObject({ step: 'confirmed', reverted: true })
    expect(reverted.sent).toHaveLength(1)

    const lost = setup({
      chain: fakeChain({
        receipt: async () => {
          throw new Error('timed out')
        },
      }).chain,
    })
    lost.flow.update({ token: eth, amount: '1', recipient })
    await lost.flow.prepare(mainnet)
    await lost.flow.send()
    expect(lost.flow.state).toMatchObject({ step: 'submitted', hash })
    expect(errorOf(lost.flow.state)).toBe('receiptFailed')
    expect(lost.sent).toEqual([])
  })

  test('behavior: preload starts loading the viem half before any preview', async () => {
    const load = vi.fn(async () => actions)
    const flow = createSendFlow({
      connection: fakeConnection().service,
      accountData: { data: { loading: false, balances: [] }, refresh: async () => {} },
      dataApi: { get: vi.fn() } as never,
      bus: createEventBus(),
      toast: { showError: vi.fn() },
      load,
    })
    flow.preload()
    expect(load).toHaveBeenCalledTimes(1)
    expect(flow.state.step).toBe('editing')
  })

  test('behavior: disconnected, nothing is prepared', async () => {
    const { flow, move, chainsMade } = setup()
    move({ status: 'disconnected', address: undefined, chainId: undefined })
    flow.update({ token: eth, amount: '1', recipient })
    await flow.prepare(mainnet)
    expect(errorOf(flow.state)).toBe('notConnected')
    expect(chainsMade).toEqual([])
  })
})
