import { BehaviorSubject } from 'rxjs'
import { describe, expect, test, vi } from 'vitest'
import type { EmbeddedWallet } from './createEmbeddedWallet.ts'
import { lazyEmbeddedWallet } from './lazyEmbeddedWallet.ts'

function fakeWallet() {
  const approval$ = new BehaviorSubject(false)
  const wallet = {
    approval$,
    connectEmail: vi.fn(async (email: string) => (email ? 'VERIFY_OTP' : 'CONNECT')),
    request: vi.fn(async (method: string) => `answer to ${method}`),
    abortUnsafe: vi.fn(),
    dispose: vi.fn(),
  } as unknown as EmbeddedWallet & { approval$: BehaviorSubject<boolean> }
  return wallet
}

describe('lazyEmbeddedWallet', () => {
  test('behavior: nothing loads until the first call, which reaches the loaded wallet', async () => {
    const real = fakeWallet()
    const load = vi.fn(async () => real)
    const wallet = lazyEmbeddedWallet(load)
    wallet.abortUnsafe()
    expect(load).not.toHaveBeenCalled()

    await expect(wallet.connectEmail('ada@example.com')).resolves.toBe('VERIFY_OTP')
    await expect(wallet.request('eth_accounts')).resolves.toBe('answer to eth_accounts')
    expect(load).toHaveBeenCalledTimes(1)
    expect(real.connectEmail).toHaveBeenCalledWith('ada@example.com')
  })

  test('behavior: once loaded, approval$ mirrors the wallet and abortUnsafe reaches it', async () => {
    const real = fakeWallet()
    const wallet = lazyEmbeddedWallet(async () => real)
    const seen: boolean[] = []
    wallet.approval$.subscribe((waiting) => seen.push(waiting))
    await wallet.request('eth_sendTransaction')
    real.approval$.next(true)
    wallet.abortUnsafe()
    expect(seen).toEqual([false, true])
    expect(real.abortUnsafe).toHaveBeenCalledTimes(1)
  })

  test('behavior: disposed while the code loads, the wallet is disposed once it exists', async () => {
    const real = fakeWallet()
    let finish: (wallet: EmbeddedWallet) => void = () => {}
    const wallet = lazyEmbeddedWallet(() => new Promise((resolve) => (finish = resolve)))
    const pending = wallet.isConnected().catch(() => undefined)
    wallet.dispose()
    finish(real)
    await pending
    expect(real.dispose).toHaveBeenCalledTimes(1)
  })

  test('behavior: a load that failed is tried again on the next call', async () => {
    const real = fakeWallet()
    const load = vi
      .fn<() => Promise<EmbeddedWallet>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(real)
    const wallet = lazyEmbeddedWallet(load)
    await expect(wallet.connectEmail('ada@example.com')).rejects.toThrow('chunk failed')
    await expect(wallet.connectEmail('ada@example.com')).resolves.toBe('VERIFY_OTP')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
