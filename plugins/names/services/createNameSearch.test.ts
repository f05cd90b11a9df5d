import { createManualClock } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import { NamesError } from '../errors.ts'
import type { NameSuggestion } from './createNameApi.ts'
import { createNameSearch, NAME_SEARCH_DEBOUNCE_MS } from './createNameSearch.ts'

type Call = {
  label: string
  signal?: AbortSignal
  resolve(found: NameSuggestion[]): void
  reject(error: unknown): void
}

function setup() {
  const clock = createManualClock(0)
  const calls: Call[] = []
  const api = {
    suggestions: (label: string, signal?: AbortSignal) =>
      new Promise<readonly NameSuggestion[]>((resolve, reject) => {
        calls.push({ label, signal, resolve, reject })
      }),
  }
  const search = createNameSearch({ api, clock })
  return { clock, calls, search }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const free = (name: string) => ({ name, registered: false })

describe('createNameSearch', () => {
  test('behavior: asks once typing pauses, for the last value only', async () => {
    const { clock, calls, search } = setup()
    for (const value of ['alic', 'alice', 'alice-']) {
      search.search(value)
      clock.advance(NAME_SEARCH_DEBOUNCE_MS - 1)
    }
    expect(calls).toHaveLength(0)
    expect(search.state.status).toBe('loading')
    clock.advance(1)
    expect(calls.map((call) => call.label)).toEqual(['alice-'])
  })

  test('behavior: availability comes from the asked name; taken variants are left out', async () => {
    const { clock, calls, search } = setup()
    search.search('Alice')
    clock.advance(NAME_SEARCH_DEBOUNCE_MS)
    calls[0]?.resolve([
      { name: 'alice.keyport.id', registered: true },
      free('alice1.keyport.id'),
      { name: 'alice2.keyport.id', registered: true },
    ])
    await flush()
    expect(search.state).toMatchObject({
      value: 'Alice',
      status: 'ready',
      available: false,
      suggestions: [free('alice1.keyport.id')],
    })
  })

  test('behavior: a name that breaks the rule is never asked about and shows its problem', async () => {
    const { clock, calls, search } = setup()
    search.search('ab_c')
    expect(search.state).toMatchObject({ problem: 'characters', status: 'idle' })
    search.search('abc')
    expect(search.state).toMatchObject({ problem: 'tooShort', status: 'idle', suggestions: [] })
    clock.advance(NAME_SEARCH_DEBOUNCE_MS * 2)
    expect(calls).toHaveLength(0)
  })

  test('behavior: a newer value aborts the older request and its late answer is dropped', async () => {
    const { clock, calls, search } = setup()
    search.search('alice')
    clock.advance(NAME_SEARCH_DEBOUNCE_MS)
    search.search('alicia')
    expect(calls[0]?.signal?.aborted).toBe(true)
    calls[0]?.resolve([free('alice.keyport.id')])
    await flush()
    expect(search.state).toMatchObject({ value: 'alicia', status: 'loading' })
    clock.advance(NAME_SEARCH_DEBOUNCE_MS)
    calls[1]?.resolve([free('alicia.keyport.id'), free('alicia1.keyport.id')])
    await flush()
    expect(search.state).toMatchObject({
      value: 'alicia',
      status: 'ready',
      available: true,
      suggestions: [free('alicia1.keyport.id')],
    })
  })

  test('behavior: a failure shows "Error fetching name suggestions" and the next change recovers', async () => {
    const { clock, calls, search } = setup()
    search.search('alice')
    clock.advance(NAME_SEARCH_DEBOUNCE_MS)
    calls[0]?.reject(new NamesError('suggestions'))
    await flush()
    expect(search.state).toMatchObject({
      status: 'error',
      error: 'Error fetching name suggestions',
      suggestions: [],
    })
    search.search('alice7')
    clock.advance(NAME_SEARCH_DEBOUNCE_MS)
    calls[1]?.resolve([free('alice7.keyport.id')])
    await flush()
    expect(search.state).toMatchObject({ status: 'ready', available: true })
    expect(search.state.error).toBeUndefined()
  })

  test('behavior: turning a valid name invalid cancels the pending request', async () => {
    const { clock, calls, search } = setup()
    search.search('alice')
    clock.advance(NAME_SEARCH_DEBOUNCE_MS)
    search.search('ali')
    expect(calls[0]?.signal?.aborted).toBe(true)
    calls[0]?.resolve([free('alice.keyport.id')])
    await flush()
    expect(search.state).toMatchObject({ value: 'ali', problem: 'tooShort', status: 'idle' })
  })
})
