import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { services } from '@keyport/stack'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exitCodes } from '../exitCodes.ts'
import { linkCheckoutModules } from '../testing/linkCheckoutModules.ts'
import { runCli } from '../testing/runCli.ts'

// One real HTTP server stands in for every service: doctor only asks each for a status below 500.
let server: Server
let up: string
let down: string
let tmp: string
let app: string

const listen = (target: Server) =>
  new Promise<number>((resolve) =>
    target.listen(0, '127.0.0.1', () => resolve((target.address() as AddressInfo).port)),
  )

/** The stack's environment with every service's port set to `port`, whatever services exist. */
function stackEnv(port: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    KEYPORT_HOST: '127.0.0.1',
    KEYPORT_PORT_OFFSET: '',
  }
  for (const service of services(env))
    for (const { env: key } of service.ports ?? []) env[key] = port
  return env
}

beforeAll(async () => {
  server = createServer((_request, response) => response.end('{"ok":true}'))
  up = String(await listen(server))
  const closed = createServer()
  down = String(await listen(closed))
  await new Promise((resolve) => closed.close(resolve))
  tmp = mkdtempSync(join(tmpdir(), 'keyport-doctor-'))
  app = join(tmp, 'app')
  const made = await runCli(
    [
      'new',
      'app',
      app,
      '--plugins',
      'swap',
      '--yes',
      '--no-install',
      '--api-url',
      `http://127.0.0.1:${up}`,
    ],
    { cwd: tmp, env: stackEnv(up) },
  )
  expect(made.code, made.stderr).toBe(0)
  linkCheckoutModules(app)
}, 120_000)
afterAll(() => {
  server.close()
  rmSync(tmp, { recursive: true, force: true })
}, 60_000)

const doctor = (args: string[], env = stackEnv(up)) =>
  runCli(['doctor', '--timeout', '300', ...args], { cwd: app, env })

describe('doctor', () => {
  test('behavior: a sound app on a running stack has no problems: exit code 0', async () => {
    const env = stackEnv(up)
    const result = await doctor([], env)
    expect(result.stdout).toContain('✓ the kernel starts with connect, swap')
    expect(result.stdout).toContain(`✓ data API  http://127.0.0.1:${up}`)
    for (const service of services(env))
      expect(result.stdout).toContain(`✓ ${service.name}  ${service.url}`)
    expect(result.stdout).toContain('No problems found.')
    expect(result.code).toBe(exitCodes.ok)
  }, 60_000)

  test('behavior: options the kernel refuses are each named, with a fix: exit code 1', async () => {
    writeFileSync(
      join(app, 'src', 'bad.config.ts'),
      `import { swapPlugin } from '@keyport/swap'
export default { projectId: 'keyport-dev', apiUrl: 'ftp://api', themeMode: 'dim', apiURL: 'http://x', plugins: [swapPlugin] }
`,
    )
    const result = await doctor(['--config', 'src/bad.config.ts', '--no-stack'])
    expect(result.code).toBe(exitCodes.problems)
    expect(result.stdout).toContain("✗ the config has no option 'apiURL'.")
    expect(result.stdout).toContain("→ Correct or remove 'apiURL' in src/bad.config.ts;")
    expect(result.stdout).toContain('✗ themeMode must be one of light, dark, system.')
    expect(result.stdout).toContain(
      '✗ apiUrl must be an http(s) URL, like https://api.example.com.',
    )
    expect(result.stdout).toContain(
      `→ Set VITE_KEYPORT_API_URL in .env to the data API (the local stack's: http://127.0.0.1:${up}).`,
    )
    expect(result.stdout).toContain('✗ plugins[0] is not a Keyport plugin.')
    expect(result.stdout).toContain('→ Call the factory: `swapPlugin()`, not `swapPlugin`.')
    expect(result.stdout).toContain('4 problems found.')
  }, 60_000)

  test.each([
    [
      'plugins: [swapPlugin()]',
      "✗ Plugin 'swap' requires plugin 'connect', which is not installed.",
    ],
    [
      "plugins: [], features: { swaps: 'yes' }",
      '✗ Feature flag \'swaps\' has an invalid value: expected boolean, received "yes".',
    ],
  ])(
    'behavior: the kernel itself refuses %s at start',
    async (rest, message) => {
      writeFileSync(
        join(app, 'src', 'start.config.ts'),
        `import { swapPlugin } from '@keyport/swap'
void swapPlugin
export default { projectId: 'keyport-dev', apiUrl: 'http://127.0.0.1:${up}', ${rest} }
`,
      )
      const result = await doctor(['--config', 'src/start.config.ts', '--no-stack'])
      expect(result.code).toBe(exitCodes.problems)
      expect(result.stdout).toContain(message)
    },
    60_000,
  )

  test('behavior: a service URL in .env that does not answer gets the local stack’s URL as the fix', async () => {
    writeFileSync(join(app, '.env.staging'), `VITE_KEYPORT_API_URL=http://127.0.0.1:${down}\n`)
    const result = await doctor(['--mode', 'staging'])
    expect(result.code).toBe(exitCodes.problems)
    expect(result.stdout).toContain(
      `✗ data API at http://127.0.0.1:${down} does not answer (VITE_KEYPORT_API_URL).`,
    )
    expect(result.stdout).toContain(
      `→ Set VITE_KEYPORT_API_URL=http://127.0.0.1:${up} in .env: the local stack's api runs there.`,
    )
  }, 60_000)

  test('behavior: a config that needs a service .env does not name says which variable to set', async () => {
    writeFileSync(
      join(app, 'src', 'frame.config.ts'),
      `import { requiredUrl } from './stackUrls'
export default { projectId: 'keyport-dev', apiUrl: 'http://127.0.0.1:${up}', plugins: [], frame: requiredUrl('frame') }
`,
    )
    writeFileSync(join(app, '.env.noframe'), 'VITE_KEYPORT_FRAME_URL=\n')
    const result = await doctor([
      '--config',
      'src/frame.config.ts',
      '--mode',
      'noframe',
      '--no-stack',
    ])
    expect(result.code).toBe(exitCodes.problems)
    expect(result.stdout).toContain(
      '✗ src/frame.config.ts could not be loaded: Set VITE_KEYPORT_FRAME_URL in .env: a plugin needs it.',
    )
    expect(result.stdout).toContain('→ Set VITE_KEYPORT_FRAME_URL in .env.noframe;')
  }, 60_000)

  test('behavior: without an app config it checks the stack alone; every service that is down is a problem', async () => {
    const empty = join(tmp, 'empty')
    mkdirSync(empty, { recursive: true })
    const env = stackEnv(down)
    const result = await runCli(['doctor', '--timeout', '300'], { cwd: empty, env })
    expect(result.stdout).toContain(
      '- no app config at src/keyport.config.ts: checking the local stack only',
    )
    const stack = services(env)
    for (const service of stack)
      expect(result.stdout).toContain(`✗ ${service.name} at ${service.url} does not answer`)
    expect(result.stdout).toContain('→ Start the local stack: `npm start` in')
    expect(result.stdout).toContain(
      `${stack.length} problem${stack.length === 1 ? '' : 's'} found.`,
    )
    expect(result.code).toBe(exitCodes.problems)
  }, 60_000)

  test('behavior: stack services the app does not use are notes, not problems', async () => {
    const result = await doctor([], stackEnv(down))
    expect(result.stdout).toMatch(
      /- api at .* does not answer .*\(the app does not use the local stack\)/,
    )
    expect(result.code).toBe(exitCodes.ok)
  }, 60_000)

  test('behavior: a --config that does not exist, or a bad --timeout, is a usage error: exit code 2', async () => {
    const missing = await doctor(['--config', 'src/nope.ts'])
    expect(missing.code).toBe(exitCodes.usage)
    expect(missing.stderr).toContain(`No Keyport config at ${join(app, 'src', 'nope.ts')}.`)
    const timeout = await doctor(['--timeout', 'soon'])
    expect(timeout.code).toBe(exitCodes.usage)
    expect(timeout.stderr).toContain('--timeout: must be a number of milliseconds')
  })
})
