import { startLocalStack } from '@keyport/server/api/bench/startLocalStack.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fuzzOpenApi, type Operation, operationsOf, SEED } from '../support/openApiFuzz.ts'

// Bad input for every route of the live OpenAPI document, so a new route is fuzzed the day it is
// added (the cases: tests/support/openApiFuzz.ts).
describe('the data API under bad input', () => {
  let stack: Awaited<ReturnType<typeof startLocalStack>>
  let operations: [string, string, Operation][] = []
  beforeAll(async () => {
    stack = await startLocalStack({ rateLimit: 1_000_000 })
    const { body } = await stack.api.get('/openapi.json')
    operations = operationsOf(body)
  }, 60_000)
  afterAll(() => stack?.stop())

  test('behavior: every route answers bad input with a 4xx and a reason, never a 5xx', async () => {
    expect(operations.length).toBeGreaterThan(10)
    const { failures, tally, perRoute } = await fuzzOpenApi(stack.api.url, operations)
    console.info(
      `api-fuzz (seed ${SEED}): ${operations.length} routes, ${tally.cases} cases, ${tally.rejected} rejected with a reason, ${tally.acceptedOptional} accepted (schema allows them)\n  ${perRoute.join('\n  ')}`,
    )
    expect(failures).toEqual([])
    expect(await stack.api.get('/health')).toMatchObject({ status: 200, body: { ok: true } })
  }, 60_000)
})
