import { describe, expect, test } from 'vitest'
import { callsStatus } from './callsStatus.ts'
import { createCallBatches } from './createCallBatches.ts'

const hash = (byte: string) => `0x${byte.repeat(32)}`
const receipt = (status: '0x1' | '0x0') => ({
  logs: [],
  status,
  blockHash: hash('bb'),
  blockNumber: '0x5',
  gasUsed: '0x5208',
  transactionHash: hash('cc'),
  extra: 'dropped',
})

describe('callsStatus', () => {
  test('behavior: an app id answers v2 with its chain, atomic, the EIP’s codes and receipts', async () => {
    const batches = createCallBatches()
    batches.record('order-1', { internal: `userop:${hash('01')}`, chainId: 8453 })
    const asked: unknown[] = []
    let answer: unknown = null
    const rpc = async (chainId: number, method: string, params: unknown[]) => {
      asked.push([chainId, method, params])
      return answer
    }
    const status = () => callsStatus({ id: 'order-1', batches, chainId: 1, rpc })
    expect(await status()).toEqual({
      version: '2.0.0',
      id: 'order-1',
      chainId: '0x2105',
      atomic: true,
      status: 100,
    })
    expect(asked).toEqual([[8453, 'eth_getUserOperationReceipt', [hash('01')]]])
    answer = { success: false, receipt: receipt('0x1') }
    expect(await status()).toMatchObject({ status: 500, receipts: [{ status: '0x1' }] })
    answer = { success: true, receipt: receipt('0x1') }
    const done = (await status()) as { status: number; receipts?: object[] }
    expect(done).toMatchObject({ status: 200 })
    expect(done.receipts?.[0]).not.toHaveProperty('extra')
  })

  test('behavior: the EOA’s transactions: not atomic, 600 when only some reverted', async () => {
    const batches = createCallBatches()
    const id = `tx:${hash('01')},${hash('02')}`
    const rpc = async (_: number, __: string, [h]: unknown[]) =>
      receipt(h === hash('01') ? '0x1' : '0x0')
    expect(await callsStatus({ id, batches, chainId: 1, rpc })).toMatchObject({
      atomic: false,
      status: 600,
    })
  })

  test('behavior: an id the wallet never handed out answers 5730', async () => {
    const batches = createCallBatches()
    const rpc = async () => null
    await expect(callsStatus({ id: 'nope', batches, chainId: 1, rpc })).rejects.toMatchObject({
      code: 5730,
    })
    await expect(
      callsStatus({ id: 'userop:0x12', batches, chainId: 1, rpc }),
    ).rejects.toMatchObject({ code: 5730 })
  })
})
