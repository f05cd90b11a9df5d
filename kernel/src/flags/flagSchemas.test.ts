import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { defineFlag } from './defineFlag'
import { collectFlags, createFlagService, FlagValueInvalidError } from './FlagService'
import { flagSchemas } from './flagSchemas'

const check = (schema: ReturnType<typeof flagSchemas.list>, value: unknown) =>
  schema['~standard'].validate(value)

describe('flagSchemas', () => {
  test('behavior: boolean accepts booleans only', () => {
    expect(flagSchemas.boolean()['~standard'].validate(false)).toEqual({ value: false })
    expect(flagSchemas.boolean()['~standard'].validate(0)).toEqual({
      issues: [{ message: 'expected boolean' }],
    })
  })

  test('behavior: list accepts any order and subset of its values, and names the bad entry', () => {
    const schema = flagSchemas.list(['a', 'b', 'c'])
    expect(check(schema, ['c', 'a'])).toEqual({ value: ['c', 'a'] })
    expect(check(schema, [])).toEqual({ value: [] })
    expect(check(schema, ['a', 'd'])).toEqual({
      issues: [{ message: 'expected one of "a", "b", "c"', path: [1] }],
    })
    expect(check(schema, 'a')).toEqual({ issues: [{ message: 'expected array' }] })
  })

  test('behavior: listOrFalse takes false for none, and nothing else that is not a list', () => {
    const schema = flagSchemas.listOrFalse(['a'])['~standard']
    expect(schema.validate(false)).toEqual({ value: false })
    expect(schema.validate(['a'])).toEqual({ value: ['a'] })
    expect(schema.validate(true)).toEqual({
      issues: [{ message: 'expected a list of "a", or false' }],
    })
  })
})

describe('defineFlag', () => {
  test('behavior: a zod mini schema works as a flag schema, with zod’s issue details', () => {
    const flags = collectFlags([
      { owner: 'demo', flags: { demoLimit: defineFlag(z.number().check(z.minimum(1)), 5) } },
    ])
    expect(createFlagService(flags, { demoLimit: 3 }).get('demoLimit' as never)).toBe(3)
    expect(() => createFlagService(flags, { demoLimit: 'many' })).toThrow(
      /Feature flag 'demoLimit' has an invalid value: expected number, received "many"/,
    )
  })

  test('behavior: a schema that checks asynchronously is refused with a clear reason', () => {
    const flags = collectFlags([
      {
        owner: 'demo',
        flags: {
          demoName: defineFlag(z.string().check(z.refine(async () => true)), 'x'),
        },
      },
    ])
    const create = () => createFlagService(flags, { demoName: 'y' })
    expect(create).toThrowError(FlagValueInvalidError)
    expect(create).toThrow(/its schema checks asynchronously/)
  })
})
