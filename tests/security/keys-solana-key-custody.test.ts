import { createAuthApi } from '@keyport/server/frame/page/authApi.ts'
import { exportPrivateKey, openWalletKeys } from '@keyport/server/frame/page/keyVault.ts'
import { getBase58Decoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startKeysFrame } from './keysSupport.ts'

// Order 16: the embedded wallet's Solana key is derived in the frame from the wallet's secret.
// Nothing the host page or the auth service can read may hold it: not the frame's storage (its
// origin's, which the host cannot read anyway), not the auth service's database, and the key the
// frame keeps is a CryptoKey that cannot be exported (were it ever posted, its bytes stay shut).
describe('keys: the Solana key stays in the frame', () => {
  let stack: Awaited<ReturnType<typeof startKeysFrame>>
  const written = new Map<string, string>()
  beforeAll(async () => {
    stack = await startKeysFrame()
    // Every write the frame's storage makes, recorded (Node has no localStorage of its own).
    globalThis.localStorage = {
      getItem: (key: string) => written.get(key) ?? null,
      setItem: (key: string, value: string) => void written.set(key, String(value)),
      removeItem: (key: string) => void written.delete(key),
      clear: () => written.clear(),
      key: () => null,
      length: 0,
    }
  }, 120_000)
  afterAll(async () => {
    Reflect.deleteProperty(globalThis, 'localStorage')
    await stack?.stop()
  })

  /** The key's bytes in every form a leak would take. */
  const forms = (bytes: Uint8Array) => {
    const buffer = Buffer.from(bytes)
    return [
      buffer.toString('hex'),
      buffer.toString('base64'),
      buffer.toString('base64url'),
      getBase58Decoder().decode(bytes),
      JSON.stringify([...bytes]).slice(1, -1),
    ]
  }

  test('attack: the Solana key is in no storage the frame writes, nowhere in the auth service, and cannot be exported from the frame', async () => {
    const { frame, login } = stack
    const user = await login('solana-custody@example.com', 'device-solana-custody')
    const api = createAuthApi('keyport-dev')
    const opened = await openWalletKeys(api, user.token, user.userId)
    // Reopened from the stored device share, as after a reload.
    await openWalletKeys(api, user.token, user.userId)
    // What the export window alone shows, after a fresh login: the 64-byte secret key.
    const { solanaSecretKey } = await exportPrivateKey(api, user.token, user.userId)
    expect(solanaSecretKey.slice(32)).toEqual(opened.solana.publicKey)
    const secrets = [...forms(solanaSecretKey.slice(0, 32)), ...forms(solanaSecretKey)]

    expect(written.size).toBeGreaterThan(0)
    const stored = JSON.stringify([...written])
    for (const form of secrets) expect(stored).not.toContain(form)

    const tables = await frame.db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    )
    expect(tables.length).toBeGreaterThan(0)
    for (const { table_name } of tables) {
      const rows = JSON.stringify(await frame.db.query(`select * from "${table_name}"`))
      for (const form of secrets) expect(rows).not.toContain(form)
    }

    expect(opened.solana.privateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('pkcs8', opened.solana.privateKey)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('jwk', opened.solana.privateKey)).rejects.toThrow()
  })
})
