import { EventEmitter } from 'node:events'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { createRollback } from './createRollback.ts'

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})
const scratch = () => {
  const root = mkdtempSync(join(tmpdir(), 'keyport-rollback-'))
  roots.push(root)
  return root
}

describe('createRollback', () => {
  test('behavior: a failed step removes the folders it made, parents included, and restores kept files', async () => {
    const root = scratch()
    writeFileSync(join(root, 'list.ts'), 'before')
    const rollback = createRollback()
    const failure = rollback.run(() => {
      rollback.claimFolder(join(root, 'a', 'b'))
      writeFileSync(join(root, 'a', 'b', 'index.ts'), 'half')
      rollback.keepFile(join(root, 'list.ts'))
      writeFileSync(join(root, 'list.ts'), 'after')
      throw new Error('biome failed')
    })
    await expect(failure).rejects.toThrow('biome failed')
    expect(readdirSync(root)).toEqual(['list.ts'])
    expect(readFileSync(join(root, 'list.ts'), 'utf8')).toBe('before')
  })

  test('behavior: a folder that was there keeps what it held; only new entries go', async () => {
    const root = scratch()
    mkdirSync(join(root, 'app'))
    writeFileSync(join(root, 'app', '.keep'), '')
    const rollback = createRollback()
    await expect(
      rollback.run(async () => {
        rollback.claimFolder(join(root, 'app'))
        mkdirSync(join(root, 'app', 'src'))
        throw new Error('write failed')
      }),
    ).rejects.toThrow('write failed')
    expect(readdirSync(join(root, 'app'))).toEqual(['.keep'])
  })

  test('behavior: a step that succeeds keeps its work and returns its result', async () => {
    const root = scratch()
    const rollback = createRollback()
    const result = await rollback.run(() => {
      rollback.claimFolder(join(root, 'app'))
      writeFileSync(join(root, 'app', 'index.html'), '')
      return 'done'
    })
    expect(result).toBe('done')
    expect(existsSync(join(root, 'app', 'index.html'))).toBe(true)
  })

  test('behavior: Ctrl-C or a kill mid-step undoes what the step wrote, then exits 130 or 143', async () => {
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const) {
      const root = scratch()
      writeFileSync(join(root, 'list.ts'), 'before')
      const signals = Object.assign(new EventEmitter(), { exit: vi.fn() })
      const rollback = createRollback(signals)
      let wrote!: () => void
      const written = new Promise<void>((resolve) => (wrote = resolve))
      void rollback.run(async () => {
        rollback.claimFolder(join(root, 'plugins', 'hello'))
        rollback.keepFile(join(root, 'list.ts'))
        writeFileSync(join(root, 'list.ts'), 'after')
        wrote()
        await new Promise(() => {}) // `npm install` running when the user presses Ctrl-C
      })
      await written
      signals.emit(signal)
      expect(signals.exit).toHaveBeenCalledWith(code)
      expect(existsSync(join(root, 'plugins'))).toBe(false)
      expect(readFileSync(join(root, 'list.ts'), 'utf8')).toBe('before')
    }
  })

  test("behavior: once a step ends, a signal is no longer the rollback's business", async () => {
    const signals = Object.assign(new EventEmitter(), { exit: vi.fn() })
    await createRollback(signals).run(() => 'done')
    expect(signals.listenerCount('SIGINT') + signals.listenerCount('SIGTERM')).toBe(0)
  })
})
