import { describe, expect, test } from 'vitest'
import type { Eip1193Provider } from '../connectors/types.ts'
import {
  createWalletCalls,
  isUnsupportedMethodError,
  paymasterServiceUrl,
  sendWalletCalls,
  walletCallsSupport,
} from './walletCalls.ts'

const address = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const hashA = `0x${'aa'.repeat(32)}` as const
const hashB = `0x${'bb'.repeat(32)}` as const
const options = { sponsorship: 'keyport' as const, apiUrl: 'http://api.test', projectId: 'p1' }

/** A wallet scripted by method; records every request. */
function wallet(answers: Record<string, (params: unknown) => unknown>) {
  const asked: { method: string; params: unknown }[] = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      asked.push({ method, params })
      const answer = answers[method]
      if (!answer) throw Object.assign(new Error('Method not supported'), { code: 4200 })
      return answer(params)
    },
  }
  return { provider, asked }
}

const capable = (paymaster: boolean) => ({
  wallet_getCapabilities: () => ({
    '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: paymaster } },
  }),
})

describe('walletCallsSupport', () => {
  test('behavior: reads atomic and paymasterService of the chain from a v2 answer', async () => {
    const { provider, asked } = wallet(capable(true))
    expect(await walletCallsSupport({ provider, address, chainId: 1, sponsorship: true })).toEqual({
      atomic: true,
      sponsored: true,
    })
    expect(asked).toEqual([{ method: 'wallet_getCapabilities', params: [address, ['0x1']] }])
    expect(await walletCallsSupport({ provider, address, chainId: 1, sponsorship: false })).toEqual(
      { atomic: true, sponsored: false },
    )
  })

  test('behavior: a wallet without EIP-5792 (4200, -32601) supports nothing, without throwing', async () => {
    for (const code of [4200, -32601]) {
      const provider: Eip1193Provider = {
        request: async () => {
          throw Object.assign(new Error('no'), { code })
        },
      }
      expect(
        await walletCallsSupport({ provider, address, chainId: 1, sponsorship: true }),
      ).toEqual({ atomic: false, sponsored: false })
    }
    expect(isUnsupportedMethodError({ code: 4200 })).toBe(true)
    expect(isUnsupportedMethodError({ code: -32601 })).toBe(true)
    expect(isUnsupportedMethodError({ code: 4001 })).toBe(false)
  })

  test("behavior: atomic 'unsupported' is no batch", async () => {
    const { provider } = wallet({
      wallet_getCapabilities: () => ({ '0x1': { atomic: { status: 'unsupported' } } }),
    })
    expect(
      (await walletCallsSupport({ provider, address, chainId: 1, sponsorship: true })).atomic,
    ).toBe(false)
  })
})

describe('paymasterServiceUrl', () => {
  test("behavior: 'keyport' is the data API's service for the chain and project; a URL is the app's", () => {
    expect(paymasterServiceUrl(options, 8453)).toBe(
      'http://api.test/v1/paymaster?chainId=8453&projectId=p1',
    )
    expect(paymasterServiceUrl({ sponsorship: { url: 'https://pm.app/rpc' } }, 1)).toBe(
      'https://pm.app/rpc',
    )
    expect(paymasterServiceUrl({ apiUrl: 'http://api.test', projectId: 'p1' }, 1)).toBeUndefined()
  })
})

describe('sendWalletCalls', () => {
  test('behavior: one v2 wallet_sendCalls with the paymaster service, then polls the status until it landed', async () => {
    let polls = 0
    const { provider, asked } = wallet({
      ...capable(true),
      wallet_sendCalls: () => ({ id: 'batch-1' }),
      wallet_getCallsStatus: () =>
        ++polls < 3
          ? { status: 100 }
          : {
              status: 200,
              receipts: [
                { status: '0x1', transactionHash: hashA },
                { status: '0x1', transactionHash: hashB },
              ],
            },
    })
    const calls = createWalletCalls(options)
    const support = await calls.support({ provider, address, chainId: 1 })
    const result = await calls.send({
      provider,
      chainId: 1,
      from: address,
      calls: [
        { to: address, data: '0x095ea7b3' },
        { to: address, data: '0x38ed1739', value: 0n },
      ],
      support,
      sleep: async () => {},
    })
    expect(result).toEqual({ id: 'batch-1', hashes: [hashA, hashB] })
    expect(asked[1]).toEqual({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x1',
          from: address,
          atomicRequired: true,
          calls: [
            { to: address, data: '0x095ea7b3' },
            { to: address, data: '0x38ed1739' },
          ],
          capabilities: {
            paymasterService: {
              url: 'http://api.test/v1/paymaster?chainId=1&projectId=p1',
              optional: true,
            },
          },
        },
      ],
    })
    expect(polls).toBe(3)
  })

  test('behavior: no paymasterService capability when the wallet does not take one', async () => {
    const { provider, asked } = wallet({
      wallet_sendCalls: () => ({ id: 'b' }),
      wallet_getCallsStatus: () => ({ status: 200, receipts: [{ transactionHash: hashA }] }),
    })
    await sendWalletCalls({
      provider,
      chainId: 8453,
      from: address,
      calls: [{ to: address, value: 10n }],
      support: { atomic: true, sponsored: false },
      paymasterUrl: 'http://api.test/v1/paymaster',
    })
    expect(asked[0]?.params).toEqual([
      {
        version: '2.0.0',
        chainId: '0x2105',
        from: address,
        atomicRequired: true,
        calls: [{ to: address, value: '0xa' }],
      },
    ])
  })

  test('behavior: a failed batch (status 500 or a reverted receipt) throws WalletCallsFailedError', async () => {
    for (const status of [
      { status: 500 },
      { status: 200, receipts: [{ status: '0x0', transactionHash: hashA }] },
    ]) {
      const { provider } = wallet({
        wallet_sendCalls: () => ({ id: 'b' }),
        wallet_getCallsStatus: () => status,
      })
      await expect(
        sendWalletCalls({
          provider,
          chainId: 1,
          from: address,
          calls: [{ to: address }],
          support: { atomic: true, sponsored: false },
        }),
      ).rejects.toMatchObject({ name: 'WalletCallsFailedError' })
    }
  })
})
