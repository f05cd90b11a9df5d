import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { readOrCreateSecretFile } from './secrets.ts'

describe('readOrCreateSecretFile', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'keyport-secret-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  test('behavior: the first start writes the secret (mode 600) and later starts read it', () => {
    const path = join(dir, 'frame', 'hmac.key')
    expect(readOrCreateSecretFile(path, () => 'first')).toBe('first')
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(readOrCreateSecretFile(path, () => 'second')).toBe('first')
    expect(readdirSync(join(dir, 'frame'))).toEqual(['hmac.key'])
  })

  test('behavior: a start that loses the race to another process ends with the winner’s secret', () => {
    const path = join(dir, 'hmac.key')
    // The other process writes its secret while this one is still making its own.
    const secret = readOrCreateSecretFile(path, () => {
      writeFileSync(path, 'winner', { mode: 0o600 })
      return 'loser'
    })
    expect(secret).toBe('winner')
    expect(readFileSync(path, 'utf8')).toBe('winner')
    expect(readdirSync(dir)).toEqual(['hmac.key'])
  })
})
