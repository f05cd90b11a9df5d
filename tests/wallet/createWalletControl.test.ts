import { afterEach, describe, expect, test, vi } from 'vitest'
import { createWalletControl } from './createWalletControl.ts'

afterEach(() => {
  vi.useRealTimers()
})

const settle = async <T>(promise: Promise<T>) => {
  let state: 'waiting' | T = 'waiting'
  void promise.then((value) => {
    state = value
  })
  await vi.advanceTimersByTimeAsync(0)
  return () => state
}

describe('createWalletControl', () => {
  test.each([
    ['approve', 'approve'],
    ['reject', 'reject'],
    ['garbage', 'garbage'],
  ] as const)('behavior: mode %s decides a prompt as %s', async (mode, decision) => {
    const { control, gate } = createWalletControl()
    control.setMode(mode)
    expect(await gate.decide(gate.begin('eth_requestAccounts', []), true)).toBe(decision)
  })

  test('behavior: the global mode leaves requests that do not prompt alone; a method override does not', async () => {
    const { control, gate } = createWalletControl({ settings: { mode: 'reject' } })
    expect(await gate.decide(gate.begin('eth_getBalance', []), false)).toBe('approve')
    control.setMode('eth_getBalance', 'reject')
    expect(await gate.decide(gate.begin('eth_getBalance', []), false)).toBe('reject')
    expect(control.settings.methods).toEqual({ eth_getBalance: { mode: 'reject', delayMs: 1000 } })
  })

  test('behavior: delay approves after the given ms; never does not answer', async () => {
    vi.useFakeTimers()
    const { control, gate } = createWalletControl()
    control.setMode('delay', 500)
    const delayed = await settle(gate.decide(gate.begin('personal_sign', []), true))
    await vi.advanceTimersByTimeAsync(499)
    expect(delayed()).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(delayed()).toBe('approve')

    control.setMode('eth_requestAccounts', 'never')
    const never = await settle(gate.decide(gate.begin('eth_requestAccounts', []), true))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(never()).toBe('waiting')
  })

  test('behavior: approveNext waits for a request to arrive, then decides the oldest first', async () => {
    const { control, gate } = createWalletControl({ settings: { mode: 'manual' } })
    const approving = control.approveNext()
    const first = gate.decide(gate.begin('eth_requestAccounts', []), true)
    const second = gate.decide(gate.begin('personal_sign', ['0x68']), true)
    expect(await approving).toMatchObject({ method: 'eth_requestAccounts' })
    expect(await first).toBe('approve')
    expect(control.pending).toEqual([{ id: 2, method: 'personal_sign', params: ['0x68'] }])
    await control.rejectNext()
    expect(await second).toBe('reject')
  })

  test('behavior: the log records outcomes and reports setting changes', () => {
    const onSettingsChange = vi.fn()
    const { control, gate } = createWalletControl({ onSettingsChange })
    const entry = gate.begin('eth_chainId', [])
    gate.finish(entry, 'approved', '0x1')
    gate.finish(gate.begin('personal_sign', []), 'rejected', { code: 4001, message: 'no' })
    expect(control.log).toMatchObject([
      { method: 'eth_chainId', outcome: 'approved', result: '0x1' },
      { method: 'personal_sign', outcome: 'rejected', error: { code: 4001, message: 'no' } },
    ])
    control.setMode('reject')
    expect(onSettingsChange).toHaveBeenCalledWith({ mode: 'reject', delayMs: 1000, methods: {} })
    expect(() => control.setMode('eth_sign', 'sometimes' as 'approve')).toThrow(
      /Unknown test wallet mode/,
    )
    control.clearLog()
    expect(control.log).toEqual([])
  })
})
