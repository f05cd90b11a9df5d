import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { keepAlive } from './keepAlive.ts'

const dir = mkdtempSync(join(tmpdir(), 'keyport-keepalive-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// A child that counts its starts in a file, then runs `script` with that count as `n`.
const child = (file: string, script: string) => [
  '-e',
  `const fs=require('fs');const f=${JSON.stringify(file)};` +
    `const n=(fs.existsSync(f)?Number(fs.readFileSync(f,'utf8')):0)+1;fs.writeFileSync(f,String(n));${script}`,
]
const starts = (file: string) => Number(readFileSync(file, 'utf8'))

describe('keepAlive', () => {
  test('behavior: a child that dies unasked is started again; stopping ends it and resolves 0', async () => {
    const file = join(dir, 'restart')
    const stop = new AbortController()
    const restarts: string[] = []
    // Dies by SIGKILL the first time, then stays up and tells us it runs the second time.
    const script = `if(n===1)process.kill(process.pid,'SIGKILL');else{setInterval(()=>{},1000);fs.writeFileSync(f+'.up','1')}`
    const running = keepAlive(process.execPath, child(file, script), {
      signal: stop.signal,
      stopGraceMs: 0,
      stdio: 'ignore',
      onRestart: (message) => {
        restarts.push(message)
      },
    })
    await expect.poll(() => existsSync(`${file}.up`)).toBe(true)
    expect(starts(file)).toBe(2)
    expect(restarts).toEqual([`${process.execPath} was killed (SIGKILL); starting it again.`])
    stop.abort()
    expect(await running).toBe(0)
  })

  test('behavior: a crash loop gives up with the exit code so the stack runner reports it', async () => {
    const file = join(dir, 'loop')
    let clock = 0
    const code = await keepAlive(process.execPath, child(file, 'process.exit(3)'), {
      signal: new AbortController().signal,
      maxRestarts: 2,
      windowMs: 1_000,
      now: () => clock++,
      stdio: 'ignore',
      onRestart: () => {},
    })
    expect(code).toBe(3)
    expect(starts(file)).toBe(3) // the first start and two restarts
  })

  test('behavior: crashes further apart than the window are restarted without end', async () => {
    const file = join(dir, 'spread')
    let clock = 0
    const stop = new AbortController()
    const code = await keepAlive(process.execPath, child(file, 'process.exit(1)'), {
      signal: stop.signal,
      maxRestarts: 1,
      windowMs: 10,
      now: () => (clock += 100),
      stdio: 'ignore',
      stopGraceMs: 0,
      onRestart: () => {
        if (starts(file) === 4) stop.abort()
      },
    })
    // Three restarts although only one is allowed per window: each crash is 100 ms after the last.
    expect(code).toBe(0)
    expect(starts(file)).toBe(4)
  })
})
