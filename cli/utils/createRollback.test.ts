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
import { afterAll, describe, expect, test } from 'vitest'
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
})
