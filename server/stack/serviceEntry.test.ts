import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const children: ChildProcess[] = []

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

// The container's command line: tsx runs the entry, as the Dockerfile's ENTRYPOINT does.
function runEntry(args: string[], env: Record<string, string> = {}) {
  const child = spawn(
    join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [join(repoRoot, 'server', 'stack', 'serviceEntry.ts'), ...args],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  children.push(child)
  let output = ''
  const waiters: { pattern: RegExp; done: () => void }[] = []
  const read = (chunk: Buffer) => {
    output += chunk.toString()
    for (const waiter of waiters.filter(({ pattern }) => pattern.test(output))) waiter.done()
  }
  child.stdout.on('data', read)
  child.stderr.on('data', read)
  const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal, output }))
  // Resolves once the output matches; rejects with that output if the process ends first.
  const printed = (pattern: RegExp) =>
    Promise.race([
      new Promise<void>((done) => {
        if (pattern.test(output)) done()
        else waiters.push({ pattern, done })
      }),
      exited.then((result) => {
        throw new Error(`exited (${result.code}) before ${pattern}: ${result.output}`)
      }),
    ])
  return { child, exited, printed }
}

describe('serviceEntry', () => {
  test('behavior: runs the named service and stops it cleanly on SIGTERM (docker stop)', async () => {
    const [smtpPort, mailPort] = [await freePort(), await freePort()]
    const entry = runEntry(['mail'], {
      KEYPORT_SMTP_HOST: '127.0.0.1',
      KEYPORT_SMTP_PORT: String(smtpPort),
      KEYPORT_MAIL_PORT: String(mailPort),
    })
    await entry.printed(/mail catcher: SMTP/)
    const health = await fetch(`http://127.0.0.1:${mailPort}/health`)
    expect(await health.json()).toEqual({ ok: true })
    entry.child.kill('SIGTERM')
    expect(await entry.exited).toMatchObject({ code: 0, signal: null })
  })
})
