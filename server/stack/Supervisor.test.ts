import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { afterEach, describe, expect, test } from 'vitest'
import type { Service } from './Service.ts'
import { Supervisor, type SupervisorOptions } from './Supervisor.ts'

const host = '127.0.0.1'
const serve = `require('http').createServer((q, s) => s.end('ok')).listen(+process.env.PORT, '${host}')`
const held: Server[] = []

afterEach(() => {
  for (const server of held.splice(0)) server.close()
})

function listen(port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

async function freePort(): Promise<number> {
  const server = await listen()
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function nodeService(name: string, script: string, extra: Partial<Service> = {}) {
  const port = await freePort()
  const url = `http://${host}:${port}`
  const service: Service = {
    name,
    url,
    command: process.execPath,
    args: ['-e', script],
    cwd: tmpdir(),
    env: { PORT: String(port) },
    ...extra,
  }
  return { service, port, url }
}

/** Runs the supervisor, stopping it (like Ctrl-C) once the stack is up. */
async function run(services: Service[], options: SupervisorOptions = {}) {
  const out: string[] = []
  const err: string[] = []
  const stop = new AbortController()
  const supervisor = new Supervisor(services, {
    healthIntervalMs: 50,
    killTimeoutMs: 1_000,
    print: (line) => {
      out.push(line)
      if (line.startsWith('Keyport stack is up')) setTimeout(() => stop.abort(), 100)
    },
    printError: (line) => err.push(line),
    ...options,
  })
  const code = await supervisor.run(stop.signal)
  return { code, out, err }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  )
}

describe('Supervisor', () => {
  test('behavior: waits for the health check, prints the URL, and stops on abort', async () => {
    const web = await nodeService('web', `setTimeout(() => { ${serve} }, 300)`)
    const { code, out, err } = await run([web.service])
    expect(err).toEqual([])
    expect(out).toEqual([`  ✓ web       ${web.url}`, 'Keyport stack is up. Press Ctrl-C to stop.'])
    expect(code).toBe(0)
    expect(await answers(web.url)).toBe(false)
  })

  test('behavior: starts a service only after what it dependsOn is healthy', async () => {
    const a = await nodeService('a', `setTimeout(() => { ${serve} }, 200)`)
    const needsA = `require('http').get('${a.url}', () => { ${serve} }).on('error', () => process.exit(7))`
    const b = await nodeService('b', needsA, { dependsOn: ['a'] })
    const { code, out } = await run([b.service, a.service])
    expect(out.slice(0, 2)).toEqual([`  ✓ a         ${a.url}`, `  ✓ b         ${b.url}`])
    expect(code).toBe(0)
  })

  test('behavior: reports a dying service with its last 40 lines and stops the others', async () => {
    const a = await nodeService('a', serve)
    const dies = `for (let i = 1; i <= 50; i++) console.log('line ' + i); ${serve}; setTimeout(() => process.exit(3), 600)`
    const b = await nodeService('b', dies, { dependsOn: ['a'] })
    const stop = new AbortController()
    const err: string[] = []
    const supervisor = new Supervisor([a.service, b.service], {
      healthIntervalMs: 50,
      print: () => {},
      printError: (line) => err.push(line),
    })
    const code = await supervisor.run(stop.signal)
    expect(code).toBe(1)
    const lines = Array.from({ length: 40 }, (_, i) => `    line ${i + 11}`)
    expect(err).toEqual(['✗ b exited with code 3; last log lines:', ...lines])
    expect(await answers(a.url)).toBe(false)
  })

  test('behavior: a health timeout names the service and URL and shows its output', async () => {
    const slow = await nodeService(
      'slow',
      'console.log("pid", process.pid); setInterval(() => {}, 1e3)',
    )
    const { code, err } = await run([slow.service], { healthTimeoutMs: 500 })
    expect(code).toBe(1)
    expect(err[0]).toBe(
      `✗ slow did not answer its health check at ${slow.url} within 0.5 s. ` +
        'Run `npm start -- --verbose` to see its output, ' +
        'or give it longer with KEYPORT_STACK_HEALTH_TIMEOUT_MS.',
    )
    expect(err[1]).toBe('  last log lines of slow:')
    const pid = Number(err[2]?.match(/pid (\d+)/)?.[1])
    expect(pid).toBeGreaterThan(0)
    expect(isAlive(pid)).toBe(false)
  })

  test('behavior: a port in use names the service, the port and the env var to change', async () => {
    const taken = await listen()
    held.push(taken)
    const { port } = taken.address() as { port: number }
    const web = await nodeService('web', serve, {
      ports: [{ host, port, env: 'KEYPORT_WEB_PORT' }],
    })
    const { code, out, err } = await run([web.service])
    expect(code).toBe(1)
    expect(out).toEqual([])
    expect(err).toEqual([
      `✗ web cannot start: port ${port} on ${host} is already in use. ` +
        'Stop whatever is listening there (is another `npm start` running?) ' +
        `or pick another port, e.g. KEYPORT_WEB_PORT=${port + 100} npm start`,
    ])
  })

  test('behavior: kills a service that ignores SIGTERM after killTimeoutMs', async () => {
    const stubborn = `process.on('SIGTERM', () => {}); console.log('pid', process.pid); ${serve}`
    const web = await nodeService('web', stubborn)
    const started = Date.now()
    const { code, out } = await run([web.service], { verbose: true, killTimeoutMs: 300 })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(code).toBe(0)
    const pid = Number(out.find((line) => line.includes('| pid'))?.match(/pid (\d+)/)?.[1])
    expect(isAlive(pid)).toBe(false)
  })

  test('behavior: an abort while a service is starting stops it and exits 0', async () => {
    const never = await nodeService(
      'never',
      'console.log("pid", process.pid); setInterval(() => {}, 1e3)',
    )
    const stop = new AbortController()
    let pid = 0
    const supervisor = new Supervisor([never.service], {
      verbose: true,
      print: (line) => {
        pid = Number(line.match(/pid (\d+)/)?.[1] ?? pid)
        if (pid) stop.abort()
      },
    })
    expect(await supervisor.run(stop.signal)).toBe(0)
    expect(isAlive(pid)).toBe(false)
  })

  test('behavior: --verbose prefixes every output line with the service name', async () => {
    const web = await nodeService('web', `console.log('hello'); ${serve}`)
    const { out } = await run([web.service], { verbose: true })
    expect(out).toContain('web     | hello')
  })

  test('behavior: a command that cannot be spawned is reported, not thrown', async () => {
    const web = await nodeService('web', serve, { command: '/nonexistent/keyport-binary' })
    const { code, err } = await run([web.service])
    expect(code).toBe(1)
    expect(err).toEqual([
      '✗ web could not start (spawn /nonexistent/keyport-binary ENOENT); last log lines:',
      '    (no output)',
    ])
  })
})
