import { describe, expect, test } from 'vitest'
import { TtlCache } from './TtlCache.ts'

describe('TtlCache', () => {
  test('behavior: an entry lives for its time to live', () => {
    let now = 0
    const cache = new TtlCache<string>(() => now)
    cache.set('a', 'A', 100)
    now = 99
    expect(cache.get('a')).toBe('A')
    now = 100
    expect(cache.get('a')).toBeUndefined()
  })

  test('behavior: deleteTagged drops every entry with the tag, whatever its key, and only those', () => {
    const cache = new TtlCache<string>(() => 0)
    cache.set('/v1/identity/0xAB?sender=1', 'one', 1000, ['identity:0xab'])
    cache.set('/v1/identity/0xab?', 'two', 1000, ['identity:0xab'])
    cache.set('/v1/identity/0xcd?', 'other', 1000, ['identity:0xcd'])
    cache.deleteTagged(['identity:0xab'])
    expect(cache.get('/v1/identity/0xAB?sender=1')).toBeUndefined()
    expect(cache.get('/v1/identity/0xab?')).toBeUndefined()
    expect(cache.get('/v1/identity/0xcd?')).toBe('other')
  })

  test('behavior: a key set again keeps only its new tags; the oldest entry leaves when full', () => {
    const cache = new TtlCache<string>(() => 0, 2)
    cache.set('k', 'v1', 1000, ['old'])
    cache.set('k', 'v2', 1000, ['new'])
    cache.deleteTagged(['old'])
    expect(cache.get('k')).toBe('v2')
    cache.set('x', 'x', 1000)
    cache.set('y', 'y', 1000)
    expect(cache.get('k')).toBeUndefined()
    expect([cache.get('x'), cache.get('y')]).toEqual(['x', 'y'])
  })

  test('behavior: an answer computed while its tag was dropped is not kept (it may be stale)', () => {
    const cache = new TtlCache<string>(() => 0)
    const before = cache.version
    cache.deleteTagged(['identity:0xab'])
    cache.set('/v1/identity/0xab?', 'read before the write', 1000, ['identity:0xab'], before)
    expect(cache.get('/v1/identity/0xab?')).toBeUndefined()
    cache.set('/v1/identity/0xcd?', 'other tag', 1000, ['identity:0xcd'], before)
    expect(cache.get('/v1/identity/0xcd?')).toBe('other tag')
    cache.set('/v1/identity/0xab?', 'read after', 1000, ['identity:0xab'], cache.version)
    expect(cache.get('/v1/identity/0xab?')).toBe('read after')
  })

  test('behavior: dropping no tags is no drop: the version stays and nothing is lost', () => {
    const cache = new TtlCache<string>(() => 0)
    cache.set('/v1/account/0xab/balance?', 'kept', 1000, ['balance:0xab'])
    const before = cache.version
    cache.deleteTagged([])
    expect(cache.version).toBe(before)
    expect(cache.get('/v1/account/0xab/balance?')).toBe('kept')
  })
})
