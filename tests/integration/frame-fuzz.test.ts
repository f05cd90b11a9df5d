import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fuzzOpenApi, type Operation, operationsOf, SEED } from '../support/openApiFuzz.ts'

// The secure frame's auth service gets the data API's treatment: seeded bad input for every route
// of its OpenAPI document; never a 5xx, every 4xx with a reason.
describe('the frame auth service under bad input', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  let operations: [string, string, Operation][] = []
  beforeAll(async () => {
    frame = await startTestFrame()
    operations = operationsOf(
      (await (await fetch(`${frame.url}/openapi.json`)).json()) as Record<string, unknown>,
    )
  }, 120_000)
  afterAll(() => frame?.stop())

  test('behavior: every route answers bad input with a 4xx and a reason, never a 5xx', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(15)
    const { failures, tally } = await fuzzOpenApi(frame.url, operations)
    console.info(
      `frame-fuzz (seed ${SEED}): ${operations.length} routes, ${tally.cases} cases, ${tally.rejected} rejected`,
    )
    expect(failures).toEqual([])
    expect((await fetch(`${frame.url}/health`)).status).toBe(200)
  }, 120_000)
})
