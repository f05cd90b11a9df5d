import { createPrivateKey } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { loadFrameSecrets } from './frameSecrets.ts'

const dir = mkdtempSync(join(tmpdir(), 'keyport-frame-secrets-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('loadFrameSecrets', () => {
  test('behavior: makes the two secrets once, readable by the owner only, and returns the same ones after', () => {
    const file = join(dir, 'cluster', 'frame-secrets.json')
    const first = loadFrameSecrets(file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/)
    const key = createPrivateKey(first.recoveryKey)
    expect(key.asymmetricKeyType).toBe('rsa')
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048)
    expect(loadFrameSecrets(file)).toEqual(first)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first)
  })

  test('behavior: a file that is not the secrets is refused with what to do', () => {
    const file = join(dir, 'broken.json')
    writeFileSync(file, JSON.stringify({ secret: 'short', recoveryKey: 'x' }))
    expect(() => loadFrameSecrets(file)).toThrow(
      `${file} is not the frame's secrets; delete it to make new ones.`,
    )
    writeFileSync(file, '{ not json')
    expect(() => loadFrameSecrets(file)).toThrow("is not the frame's secrets")
  })
})
