import { fakeConnection, testNetworks } from '@keyport/connect/testing'
import { createEventBus } from '@keyport/kernel'
import { describe, expect, test, vi } from 'vitest'
import {
  fakeChain,
  from,
  listedBalances,
  recipient,
  usdc,
  usdcAddress,
} from '../testing/fakeSend.ts'
import { createSendFlow } from './createSendFlow.ts'
import * as actions from './sendActions.ts'

const hash = `0x${'cd'.repeat(32)}` as const
const [mainnet] = testNetworks

/** A send from an account with USDC and no ETH, through a wallet scripted by method. */
function setup(wallet: Record<string, (params: unknown) => unknown>, sponsorship = true) {
  const connection = fakeConnection({
    status: 'connected',
    address: from,
    accounts: [from],
    chainId: 1,
  })
  const asked: { method: string; params: unknown }[] = []
  const provider = {
    request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
      asked.push({ method, params })
      const answer = wallet[method]
      if (!answer) throw Object.assign(new Error('Unsupported method'), { code: 4200 })
      return answer(params)
    }),
  }
  Object.assign(connection.service, { provider: () => provider })
  const { chain } = fakeChain({ balances: { native: 0n, [usdcAddress]: 100_000_000n } })
  const flow = createSendFlow({
    connection: connection.service,
    accountData: {
      data: { loading: false, balances: listedBalances },
      refresh: vi.fn(async () => {}),
    },
    dataApi: { get: vi.fn() } as never,
    rpcOptions: {
      apiUrl: 'http://api.test',
      projectId: 'keyport-dev',
      ...(sponsorship && { sponsorship: 'keyport' as const }),
    },
    bus: createEventBus(),
    toast: { showError: vi.fn() },
    load: async () => ({ ...actions, createSendChain: () => chain }),
  })
  return { flow, asked }
}

const sponsoring = {
  wallet_getCapabilities: () => ({
    '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
  }),
  wallet_sendCalls: () => ({ id: 'userop:0x01' }),
  wallet_getCallsStatus: () => ({
    status: 200,
    receipts: [{ status: '0x1', transactionHash: hash }],
  }),
}

describe('eip155Route with sponsorship', () => {
  test('behavior: a wallet that takes the paymaster service sends USDC with no ETH, as one sponsored wallet_sendCalls', async () => {
    const { flow, asked } = setup(sponsoring)
    flow.update({ token: usdc, amount: '12.5', recipient })
    await flow.prepare(mainnet)
    expect(flow.state).toMatchObject({ step: 'ready', preview: { sponsored: true } })
    await flow.send()
    expect(flow.state).toMatchObject({ step: 'confirmed', hash })
    const sendCalls = asked.find((a) => a.method === 'wallet_sendCalls')
    expect(sendCalls?.params).toMatchObject([
      {
        version: '2.0.0',
        chainId: '0x1',
        from,
        calls: [{ to: usdcAddress }],
        capabilities: {
          paymasterService: {
            url: 'http://api.test/v1/paymaster?chainId=1&projectId=keyport-dev',
            optional: true,
          },
        },
      },
    ])
    expect(asked.some((a) => a.method === 'eth_sendTransaction')).toBe(false)
  })

  test('behavior: a wallet without EIP-5792 is not sponsored: no ETH for the fee is refused before the prompt', async () => {
    const { flow, asked } = setup({})
    flow.update({ token: usdc, amount: '12.5', recipient })
    await flow.prepare(mainnet)
    expect(flow.state).toMatchObject({ step: 'editing', error: { code: 'feeUnpayable' } })
    expect(asked.map((a) => a.method)).toEqual(['wallet_getCapabilities'])
  })

  test('behavior: without the sponsorship option the wallet is not asked its capabilities', async () => {
    const { flow, asked } = setup(sponsoring, false)
    flow.update({ token: usdc, amount: '12.5', recipient })
    await flow.prepare(mainnet)
    expect(flow.state).toMatchObject({ step: 'editing', error: { code: 'feeUnpayable' } })
    expect(asked).toEqual([])
  })
})
