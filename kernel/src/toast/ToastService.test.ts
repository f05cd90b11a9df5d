import { afterEach, describe, expect, test, vi } from 'vitest'
import { systemClock } from '../time/Clock'
import { createManualClock } from '../time/ManualClock'
import { createToastService, TOAST_SWAP_DELAY_MS, type ToastState } from './ToastService'

function setup(autoHideMs?: number) {
  const clock = createManualClock()
  const toasts = createToastService({ clock, autoHideMs })
  const seen: ToastState[] = []
  toasts.state$.subscribe((state) => seen.push(state))
  return { clock, toasts, seen }
}

describe('createToastService', () => {
  test('behavior: starts closed', () => {
    expect(setup().toasts.state).toEqual({ open: false, message: '', variant: 'success' })
  })

  test('behavior: the swap delay is the spec 150 ms', () => {
    expect(TOAST_SWAP_DELAY_MS).toBe(150)
  })

  test.each([
    ['showSuccess', 'success'],
    ['showError', 'error'],
  ] as const)('behavior: %s shows at once and hides after autoHideMs', (method, variant) => {
    const { clock, toasts } = setup()
    toasts[method]('Copied')
    expect(toasts.state).toEqual({ open: true, message: 'Copied', variant })
    clock.advance(2499)
    expect(toasts.state.open).toBe(true)
    clock.advance(1)
    expect(toasts.state).toEqual({ open: false, message: 'Copied', variant })
  })

  test('behavior: autoHideMs is configurable', () => {
    const { clock, toasts } = setup(1000)
    toasts.showSuccess('Saved')
    clock.advance(999)
    expect(toasts.state.open).toBe(true)
    clock.advance(1)
    expect(toasts.state.open).toBe(false)
  })

  test('behavior: a loading toast stays until closed', () => {
    const { clock, toasts } = setup()
    toasts.showLoading('Authenticating...')
    clock.advance(60_000)
    expect(toasts.state).toEqual({ open: true, message: 'Authenticating...', variant: 'loading' })
    toasts.close()
    expect(toasts.state.open).toBe(false)
  })

  test('behavior: a new toast closes the open one and shows exactly 150 ms later', () => {
    const { clock, toasts, seen } = setup()
    toasts.showLoading('Authenticating...')
    toasts.showError('Signature declined')
    expect(toasts.state).toEqual({ open: false, message: 'Authenticating...', variant: 'loading' })
    clock.advance(149)
    expect(toasts.state.open).toBe(false)
    clock.advance(1)
    expect(toasts.state).toEqual({ open: true, message: 'Signature declined', variant: 'error' })
    expect(seen.map((s) => `${s.open ? 'open' : 'closed'}:${s.message}`)).toEqual([
      'closed:',
      'open:Authenticating...',
      'closed:Authenticating...',
      'open:Signature declined',
    ])
  })

  test('behavior: the swapped-in toast auto-hides counted from when it shows', () => {
    const { clock, toasts } = setup()
    toasts.showSuccess('One')
    clock.advance(2000)
    toasts.showSuccess('Two')
    // The first toast's hide timer must not close the second one early.
    clock.advance(150 + 2499)
    expect(toasts.state).toMatchObject({ open: true, message: 'Two' })
    clock.advance(1)
    expect(toasts.state.open).toBe(false)
  })

  test('behavior: requests during a swap replace the waiting toast without extending the delay', () => {
    const { clock, toasts } = setup()
    toasts.showLoading('One')
    toasts.showSuccess('Two')
    clock.advance(100)
    toasts.showError('Three')
    clock.advance(49)
    expect(toasts.state.open).toBe(false)
    clock.advance(1)
    expect(toasts.state).toEqual({ open: true, message: 'Three', variant: 'error' })
  })

  test('behavior: close cancels a pending swap', () => {
    const { clock, toasts } = setup()
    toasts.showLoading('One')
    toasts.showSuccess('Two')
    clock.advance(100)
    toasts.close()
    clock.advance(10_000)
    expect(toasts.state).toEqual({ open: false, message: 'One', variant: 'loading' })
    toasts.showError('Three')
    expect(toasts.state).toEqual({ open: true, message: 'Three', variant: 'error' })
  })

  test('behavior: a toast after the previous one hid shows at once', () => {
    const { clock, toasts } = setup()
    toasts.showSuccess('One')
    clock.advance(2500)
    toasts.showError('Two')
    expect(toasts.state).toEqual({ open: true, message: 'Two', variant: 'error' })
  })

  test('behavior: dispose cancels timers and completes the stream', () => {
    const { clock, toasts } = setup()
    const complete = vi.fn()
    toasts.state$.subscribe({ complete })
    toasts.showLoading('One')
    toasts.showSuccess('Two')
    toasts.dispose()
    clock.advance(10_000)
    expect(complete).toHaveBeenCalled()
    expect(toasts.state.open).toBe(false)
  })
})

describe('createToastService with the system clock', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('behavior: the swap timing holds under fake timers too', () => {
    vi.useFakeTimers()
    const toasts = createToastService({ clock: systemClock })
    toasts.showSuccess('One')
    toasts.showSuccess('Two')
    vi.advanceTimersByTime(149)
    expect(toasts.state.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toasts.state).toMatchObject({ open: true, message: 'Two' })
    toasts.dispose()
  })
})
