import { describe, expect, test, vi } from 'vitest'
import type { Eip1193Provider } from '../connectors/types.ts'
import { type CallsStatusViewer, withCallsStatusViewer } from './callsStatusViewers.ts'
import { createContributions } from './createContributions.ts'

const wallet = (): Eip1193Provider & { asked: string[] } => {
  const asked: string[] = []
  return {
    asked,
    async request({ method }) {
      asked.push(method)
      return method === 'eth_chainId' ? '0x1' : 'from the wallet'
    },
  }
}

describe('withCallsStatusViewer', () => {
  test('behavior: wallet_showCallsStatus opens the viewer on the batch; the wallet is not asked', async () => {
    const viewers = createContributions<CallsStatusViewer>()
    const show = vi.fn(async () => {})
    viewers.add({ id: 'history/activity', show })
    const inner = wallet()
    const provider = withCallsStatusViewer(inner, viewers)
    expect(
      await provider.request({ method: 'wallet_showCallsStatus', params: ['userop:0xab'] }),
    ).toBeNull()
    expect(show).toHaveBeenCalledWith('userop:0xab', inner)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(inner.asked).toEqual(['eth_chainId'])
  })

  test('behavior: without a viewer the wallet answers wallet_showCallsStatus itself', async () => {
    const inner = wallet()
    const provider = withCallsStatusViewer(inner, createContributions<CallsStatusViewer>())
    expect(await provider.request({ method: 'wallet_showCallsStatus', params: ['x'] })).toBe(
      'from the wallet',
    )
  })

  test('behavior: a call without a batch id is refused with -32602', async () => {
    const viewers = createContributions<CallsStatusViewer>()
    viewers.add({ id: 'v', show: async () => {} })
    const provider = withCallsStatusViewer(wallet(), viewers)
    await expect(
      provider.request({ method: 'wallet_showCallsStatus', params: [] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  test('behavior: the same wallet gives the same provider object', () => {
    const viewers = createContributions<CallsStatusViewer>()
    const inner = wallet()
    expect(withCallsStatusViewer(inner, viewers)).toBe(withCallsStatusViewer(inner, viewers))
  })
})
