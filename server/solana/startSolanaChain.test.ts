import { afterEach, describe, expect, test, vi } from 'vitest'
import { startSolanaChain } from './startSolanaChain.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('startSolanaChain', () => {
  test('behavior: the slot clock closes a slot every interval, and stop() ends it and both servers', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const chain = await startSolanaChain({ rpcPort: 0, wsPort: 0, slotIntervalMs: 400 })
    expect(chain.ledger.slot('processed')).toBe(0)
    vi.advanceTimersByTime(1200)
    expect(chain.ledger.slot('processed')).toBe(3)
    const response = await fetch(`${chain.deployment.rpcUrl}/health`)
    expect(await response.text()).toBe('ok')
    await chain.stop()
    vi.advanceTimersByTime(4000)
    expect(chain.ledger.slot('processed')).toBe(3)
    await expect(fetch(`${chain.deployment.rpcUrl}/health`)).rejects.toThrow()
  })
})
