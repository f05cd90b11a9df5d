import { describe, expect, test } from 'vitest'
import { definePlugin } from './definePlugin'
import {
  orderPlugins,
  PluginCycleError,
  PluginDuplicateError,
  PluginRequirementMissingError,
} from './orderPlugins'

const plugin = (id: string, ...requires: string[]) => definePlugin({ id, requires })
const ids = (plugins: { id: string }[]) => plugins.map((p) => p.id)

describe('orderPlugins', () => {
  test.each([
    { given: [], expected: [] },
    { given: [plugin('a'), plugin('b')], expected: ['a', 'b'] },
    { given: [plugin('swap', 'connect'), plugin('connect')], expected: ['connect', 'swap'] },
    {
      given: [plugin('c', 'b'), plugin('b', 'a'), plugin('a'), plugin('d')],
      expected: ['a', 'b', 'c', 'd'],
    },
    { given: [plugin('x', 'a', 'b'), plugin('b'), plugin('a')], expected: ['a', 'b', 'x'] },
  ])('behavior: orders $expected after their requirements', ({ given, expected }) => {
    expect(ids(orderPlugins(given))).toEqual(expected)
  })

  test('behavior: rejects a duplicate id, naming it', () => {
    expect(() => orderPlugins([plugin('swap'), plugin('swap')])).toThrowError(PluginDuplicateError)
    expect(() => orderPlugins([plugin('swap'), plugin('swap')])).toThrow(
      "Plugin 'swap' is installed twice.",
    )
  })

  test('behavior: rejects an unknown requirement, naming both plugins', () => {
    const run = () => orderPlugins([plugin('swap', 'connect')])
    expect(run).toThrowError(PluginRequirementMissingError)
    expect(run).toThrow("Plugin 'swap' requires plugin 'connect', which is not installed.")
  })

  test.each([
    { given: [plugin('a', 'a')], cycle: 'a → a' },
    { given: [plugin('a', 'b'), plugin('b', 'a')], cycle: 'a → b → a' },
    {
      given: [plugin('z'), plugin('a', 'b'), plugin('b', 'c'), plugin('c', 'a')],
      cycle: 'a → b → c → a',
    },
  ])('behavior: rejects the cycle $cycle', ({ given, cycle }) => {
    expect(() => orderPlugins(given)).toThrowError(PluginCycleError)
    expect(() => orderPlugins(given)).toThrow(`Plugins require each other in a cycle: ${cycle}.`)
  })
})

describe('definePlugin', () => {
  test('behavior: rejects an id that is not lower-case kebab', () => {
    expect(() => definePlugin({ id: 'Swap Plugin' })).toThrow(/Plugin id 'Swap Plugin' is invalid/)
  })
})
