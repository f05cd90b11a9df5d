import { describe, expect, test } from 'vitest'
import { isDatabaseUnavailable } from './isDatabaseUnavailable.ts'

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  test.each([
    ['57P01 admin shutdown', coded('57P01', 'terminating connection due to administrator command')],
    ['57P03 cannot connect now', coded('57P03', 'the database system is starting up')],
    ['08006 connection failure', coded('08006')],
    ['ECONNREFUSED', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433')],
    ['a refusal inside an AggregateError', new AggregateError([coded('ECONNREFUSED')], 'failed')],
    ['a refusal as a cause', new Error('query failed', { cause: coded('ECONNRESET') })],
    ['pg: connection terminated', new Error('Connection terminated unexpectedly')],
    ['pg-pool: ended pool', new Error('Cannot use a pool after calling end on the pool')],
  ])('behavior: %s is unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  test.each([
    ['a syntax error (42601)', coded('42601', 'syntax error at or near "selec"')],
    ['a unique violation (23505)', coded('23505', 'duplicate key value')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['not an error', 'ECONNREFUSED'],
  ])('behavior: %s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
