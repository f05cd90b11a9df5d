import { describe, expect, test } from 'vitest'
import { createFakeProvider } from '../testing/fakeProvider.ts'
import { discoverEip6963, type Eip6963ProviderDetail } from './discoverEip6963.ts'

const info = (uuid: string, rdns: string, name = rdns) => ({
  uuid,
  rdns,
  name,
  icon: 'data:image/svg+xml,x',
})
const announce = (target: EventTarget, detail: unknown) =>
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

function collect(target: EventTarget) {
  const { providers$, stop } = discoverEip6963({ target })
  let latest: readonly Eip6963ProviderDetail[] = []
  providers$.subscribe((list) => {
    latest = list
  })
  return { stop, names: () => latest.map((p) => p.info.name), latest: () => latest }
}

describe('discoverEip6963', () => {
  test('behavior: asks wallets to announce and lists a wallet that answers at once', () => {
    const target = new EventTarget()
    const provider = createFakeProvider()
    target.addEventListener('eip6963:requestProvider', () =>
      announce(target, { info: info('1', 'io.a', 'A'), provider }),
    )
    const { latest } = collect(target)
    expect(latest()).toEqual([{ info: info('1', 'io.a', 'A'), provider }])
  })

  test('behavior: lists wallets that announce later, in order', () => {
    const target = new EventTarget()
    const { names } = collect(target)
    announce(target, { info: info('1', 'io.a', 'A'), provider: createFakeProvider() })
    announce(target, { info: info('2', 'io.b', 'B'), provider: createFakeProvider() })
    expect(names()).toEqual(['A', 'B'])
  })

  test.each([
    ['the same uuid', info('1', 'io.other', 'A again')],
    ['the same rdns', info('2', 'io.a', 'A again')],
  ])('behavior: a wallet announcing twice with %s appears once, first wins', (_, second) => {
    const target = new EventTarget()
    const { names } = collect(target)
    announce(target, { info: info('1', 'io.a', 'A'), provider: createFakeProvider() })
    announce(target, { info: second, provider: createFakeProvider() })
    expect(names()).toEqual(['A'])
  })

  test.each([
    ['no detail', undefined],
    ['no info', { provider: createFakeProvider() }],
    ['an info without rdns', { info: { uuid: '1', name: 'A', icon: 'x' }, provider: {} }],
    ['a provider without request', { info: info('1', 'io.a'), provider: {} }],
    ['a string', 'garbage'],
  ])('behavior: an announcement with %s is ignored', (_, detail) => {
    const target = new EventTarget()
    const { names } = collect(target)
    announce(target, detail)
    expect(names()).toEqual([])
  })

  test('behavior: stop ends listening and keeps the list', () => {
    const target = new EventTarget()
    const { names, stop } = collect(target)
    announce(target, { info: info('1', 'io.a', 'A'), provider: createFakeProvider() })
    stop()
    announce(target, { info: info('2', 'io.b', 'B'), provider: createFakeProvider() })
    expect(names()).toEqual(['A'])
  })
})
