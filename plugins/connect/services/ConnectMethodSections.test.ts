import { describe, expect, test } from 'vitest'
import { createConnectMethodSections } from './ConnectMethodSections.ts'

const section = (id: string, method: 'email' | 'social' = 'email') => ({
  id,
  method,
  load: async () => ({ default: () => null }),
})

describe('createConnectMethodSections', () => {
  test('behavior: adds sections once by id, in order, and removes them', () => {
    const sections = createConnectMethodSections()
    const seen: string[][] = []
    sections.sections$.subscribe((list) => seen.push(list.map((s) => s.id)))
    const remove = sections.add(section('a'))
    sections.add(section('a', 'social'))
    sections.add(section('b', 'social'))
    expect(sections.sections.map((s) => [s.id, s.method])).toEqual([
      ['a', 'email'],
      ['b', 'social'],
    ])
    remove()
    expect(seen.at(-1)).toEqual(['b'])
  })
})
