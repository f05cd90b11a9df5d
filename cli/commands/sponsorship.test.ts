import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exitCodes } from '../exitCodes.ts'
import { runCli } from '../testing/runCli.ts'

// One real HTTP server stands in for the data API's sponsorship endpoints, answering as it does
// (tests/security/paymaster-policy.test.ts proves the API's side): the key, the project, the body.
const key = 'sk_test_cli'
const policy = {
  userDailyCapWei: '50000000000000000',
  totalBudgetWei: '100000000000000000000',
  chains: { '1': { targets: [{ address: 'self', selectors: ['revokeSession(address)'] }] } },
}
let stored: unknown = policy
const seen: { method: string; url: string; body: string }[] = []
let server: Server
let api: string
let tmp: string

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => resolve(text))
  })

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await read(request)
    seen.push({ method: request.method!, url: request.url!, body })
    const url = new URL(request.url!, 'http://api.local')
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer))
    }
    if (request.headers.authorization !== `Bearer ${key}`)
      return send(403, {
        status: 403,
        code: 'project_secret_invalid',
        reasons: [{ description: "That is not the secret key of project 'shop'." }],
      })
    if (url.pathname === '/v1/sponsorship/usage')
      return send(200, {
        day: '2026-11-29',
        userDailyCapWei: policy.userDailyCapWei,
        totalBudgetWei: policy.totalBudgetWei,
        spentWei: '1500000000000000',
        remainingWei: '99998500000000000000',
        operations: 2,
        senders: [{ sender: '0xabc', spentTodayWei: '1500000000000000', operationsToday: 2 }],
      })
    if (request.method === 'PUT') stored = JSON.parse(body)
    send(200, {
      projectId: url.searchParams.get('projectId'),
      policy: stored,
      spentWei: '1500000000000000',
      updatedAt: '2026-11-29T00:00:00.000Z',
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  tmp = mkdtempSync(join(tmpdir(), 'keyport-sponsorship-'))
})
afterAll(() => {
  server?.close()
  rmSync(tmp, { recursive: true, force: true })
})

const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  runCli(['sponsorship', ...args], {
    cwd: tmp,
    env: {
      ...process.env,
      KEYPORT_SECRET_KEY: '',
      KEYPORT_API_URL: '',
      KEYPORT_PROJECT_ID: '',
      ...env,
    },
  })

describe('sponsorship', () => {
  test('behavior: show prints the policy as JSON that set takes back; the key goes as a bearer token: exit code 0', async () => {
    const result = await run(['show', '--api', api, '--project', 'shop', '--secret', key])
    expect(result.code, result.stderr).toBe(exitCodes.ok)
    expect(JSON.parse(result.stdout)).toEqual(policy)
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/v1/sponsorship/policy?projectId=shop',
    })
  })

  test('behavior: set sends the file as it is, from the environment’s API, project and key: exit code 0', async () => {
    const changed = { ...policy, userDailyCapWei: '1' }
    writeFileSync(join(tmp, 'policy.json'), JSON.stringify(changed))
    const result = await run(['set', 'policy.json'], {
      KEYPORT_API_URL: `${api}/`,
      KEYPORT_PROJECT_ID: 'shop',
      KEYPORT_SECRET_KEY: key,
    })
    expect(result.code, result.stderr).toBe(exitCodes.ok)
    expect(result.stdout).toContain('✓ Sponsorship policy of shop set.')
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/v1/sponsorship/policy?projectId=shop',
    })
    expect(JSON.parse(seen.at(-1)!.body)).toEqual(changed)
  })

  test('behavior: usage prints the spend against the budget and per sender today: exit code 0', async () => {
    const result = await run(['usage', '--api', api, '--secret', key])
    expect(result.code, result.stderr).toBe(exitCodes.ok)
    expect(result.stdout).toContain('Sponsorship of keyport-dev (2 operations signed)')
    expect(result.stdout).toContain('spent      0.0015 ETH of 100 ETH (99.9985 ETH left)')
    expect(result.stdout).toContain('0xabc  0.0015 ETH in 2 operations')
  })

  test('behavior: a missing key, action or file is bad usage; a refused key says why: exit codes 2 and 4', async () => {
    const noKey = await run(['show', '--api', api])
    expect(noKey.code).toBe(exitCodes.usage)
    expect(noKey.stderr).toContain("✗ The project's secret key is needed.")
    expect((await run(['delete', '--api', api, '--secret', key])).stderr).toContain(
      '<action>: must be show, set <file> or usage',
    )
    expect((await run(['set', '--api', api, '--secret', key])).code).toBe(exitCodes.usage)
    const missing = await run(['set', 'nope.json', '--api', api, '--secret', key])
    expect(missing.code).toBe(exitCodes.usage)
    expect(missing.stderr).toContain('Cannot read')
    writeFileSync(join(tmp, 'bad.json'), '{')
    expect((await run(['set', 'bad.json', '--api', api, '--secret', key])).stderr).toContain(
      'is not JSON',
    )
    const refused = await run(['show', '--api', api, '--project', 'shop', '--secret', 'sk_guess'])
    expect(refused.code).toBe(exitCodes.environment)
    expect(refused.stderr).toContain(
      "✗ The data API refused (403): That is not the secret key of project 'shop'.",
    )
    const down = await run(['show', '--api', 'http://127.0.0.1:9', '--secret', key])
    expect(down.code).toBe(exitCodes.environment)
    expect(down.stderr).toContain('does not answer')
  })
})
