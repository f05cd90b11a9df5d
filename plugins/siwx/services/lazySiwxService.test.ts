import { BehaviorSubject } from 'rxjs'
import { describe, expect, test, vi } from 'vitest'
import { lazySiwxService } from './lazySiwxService.ts'
import type { SiwxService, SiwxState } from './SiwxService.ts'

type Status = 'disconnected' | 'connecting' | 'connected'

function fakeService() {
  const state$ = new BehaviorSubject<SiwxState>({ status: 'checking', address: '0xa' })
  const service: SiwxService = {
    state$,
    get state() {
      return state$.value
    },
    required: false,
    signIn: vi.fn(async () => undefined),
    cancel: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    createMessage: vi.fn(),
    addSession: vi.fn(async (session) => session),
    createAuthenticateRequest: vi.fn(),
    dispose: vi.fn(),
  }
  return { service, state$ }
}

function setup() {
  const connection = { state$: new BehaviorSubject<{ status: Status }>({ status: 'disconnected' }) }
  const real = fakeService()
  let finish: (service: SiwxService) => void = () => {}
  const load = vi.fn(
    () =>
      new Promise<SiwxService>((resolve) => {
        finish = resolve
      }),
  )
  const lazy = lazySiwxService({ connection, required: true, load })
  return { connection, real, load, lazy, finish: () => finish(real.service) }
}

describe('lazySiwxService', () => {
  test('behavior: loads nothing and stays idle while no wallet is connected', () => {
    const { connection, load, lazy } = setup()
    connection.state$.next({ status: 'connecting' })
    expect(load).not.toHaveBeenCalled()
    expect(lazy.state).toEqual({ status: 'idle' })
    expect(lazy.required).toBe(true)
  })

  test('behavior: a connection loads the real service once, whose state it then mirrors', async () => {
    const { connection, real, load, lazy, finish } = setup()
    const seen: SiwxState[] = []
    lazy.state$.subscribe((state) => seen.push(state))
    connection.state$.next({ status: 'connected' })
    connection.state$.next({ status: 'connected' })
    finish()
    await vi.waitFor(() => expect(lazy.state.status).toBe('checking'))
    real.state$.next({ status: 'needed', address: '0xa' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(seen.map(({ status }) => status)).toEqual(['idle', 'checking', 'needed'])
  })

  test('behavior: a call before any connection loads the service and reaches it', async () => {
    const { real, load, lazy, finish } = setup()
    const signedOut = lazy.signOut()
    expect(load).toHaveBeenCalledTimes(1)
    finish()
    await signedOut
    await lazy.signIn()
    expect(real.service.signOut).toHaveBeenCalledTimes(1)
    expect(real.service.signIn).toHaveBeenCalledTimes(1)
  })

  test('behavior: disposed while the code loads, the service is disposed as soon as it exists', async () => {
    const { connection, real, lazy, finish } = setup()
    connection.state$.next({ status: 'connected' })
    lazy.dispose()
    finish()
    await vi.waitFor(() => expect(real.service.dispose).toHaveBeenCalledTimes(1))
    expect(lazy.state).toEqual({ status: 'idle' })
  })

  test('behavior: a load that failed is tried again on the next call', async () => {
    const connection = { state$: new BehaviorSubject({ status: 'disconnected' as Status }) }
    const real = fakeService()
    const load = vi
      .fn<() => Promise<SiwxService>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(real.service)
    const lazy = lazySiwxService({ connection, required: false, load })
    await expect(lazy.cancel()).rejects.toThrow('chunk failed')
    await lazy.cancel()
    expect(load).toHaveBeenCalledTimes(2)
    expect(real.service.cancel).toHaveBeenCalledTimes(1)
  })
})
