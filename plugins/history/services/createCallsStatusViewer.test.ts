import { describe, expect, test, vi } from 'vitest'
import { batchOutcome, createCallsStatusViewer } from './createCallsStatusViewer.ts'

const hash = `0x${'ab'.repeat(32)}` as const

describe('createCallsStatusViewer', () => {
  test('behavior: asks the wallet for the batch, then opens Activity on it with its transactions', async () => {
    const modal = { open: vi.fn() }
    const request = vi.fn(async () => ({
      version: '2.0.0',
      id: 'app-1',
      chainId: '0x1',
      status: 200,
      atomic: true,
      receipts: [{ transactionHash: hash }, { transactionHash: hash }],
    }))
    await createCallsStatusViewer(modal).show('app-1', { request })
    expect(request).toHaveBeenCalledWith({ method: 'wallet_getCallsStatus', params: ['app-1'] })
    expect(modal.open).toHaveBeenCalledWith({
      view: 'CallsStatus',
      params: { calls: { id: 'app-1', status: 200, hashes: [hash] } },
    })
  })

  test("behavior: an unknown batch rejects with the wallet's error and opens nothing", async () => {
    const modal = { open: vi.fn() }
    const unknown = Object.assign(new Error('Unknown bundle id'), { code: 5730 })
    await expect(
      createCallsStatusViewer(modal).show('nope', {
        request: async () => {
          throw unknown
        },
      }),
    ).rejects.toBe(unknown)
    expect(modal.open).not.toHaveBeenCalled()
  })

  test('behavior: status codes read as pending, confirmed or failed', () => {
    expect([100, 200, 400, 500, 600].map(batchOutcome)).toEqual([
      'pending',
      'confirmed',
      'failed',
      'failed',
      'failed',
    ])
  })
})
