// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { announceProvider } from './announce.ts'
import { resolveInfo } from './defaultInfo.ts'

describe('announceProvider', () => {
  test('behavior: announces a frozen { info, provider } now and on every requestProvider', () => {
    const provider = { request: async () => null }
    const details: { info: { name: string }; provider: unknown }[] = []
    const listen = (event: Event) => details.push((event as CustomEvent).detail)
    window.addEventListener('eip6963:announceProvider', listen)

    const stop = announceProvider(provider, resolveInfo())
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', listen)

    expect(details).toHaveLength(2)
    expect(details[0]?.provider).toBe(provider)
    expect(details[0]?.info.name).toBe('Keyport Test Wallet')
    expect(Object.isFrozen(details[0])).toBe(true)
    expect(Object.isFrozen(details[0]?.info)).toBe(true)
    expect('ethereum' in window).toBe(false)
  })

  test('behavior: announceTwice dispatches each announcement twice; legacy sets window.ethereum', () => {
    const provider = {}
    let count = 0
    const listen = () => count++
    window.addEventListener('eip6963:announceProvider', listen)
    const stop = announceProvider(provider, resolveInfo(), { announceTwice: true, legacy: true })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    window.removeEventListener('eip6963:announceProvider', listen)

    expect(count).toBe(4)
    expect((window as unknown as { ethereum: unknown }).ethereum).toBe(provider)
  })
})
