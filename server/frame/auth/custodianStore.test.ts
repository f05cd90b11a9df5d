import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../db/Database.ts'
import { migrate } from '../../db/migrate.ts'
import { openTestDatabase } from '../../db/testing/testDatabase.ts'
import {
  createDatabaseCustodianStore,
  createMemoryCustodianStore,
  importCustodianFile,
} from './custodianStore.ts'

const frameMigrations = new URL('../migrations', import.meta.url).pathname
const wallet = `0x${'d4'.repeat(20)}`
const fingerprint = (n: number) => String(n).repeat(64).slice(0, 64)

describe('createDatabaseCustodianStore', () => {
  let db: Database
  beforeAll(async () => {
    db = await openTestDatabase(process.env.KEYPORT_TEST_DATABASE_URL)
    await migrate(db)
    await migrate(db, frameMigrations)
  })
  afterAll(() => db?.close())

  test('behavior: a device added by one store is read by another on the same database and key', async () => {
    const key = randomBytes(32)
    await createDatabaseCustodianStore({ db, key }).addDevice(wallet, fingerprint(1))
    await createDatabaseCustodianStore({ db, key }).addDevice(wallet, fingerprint(1))
    expect(await createDatabaseCustodianStore({ db, key }).devicesOf(wallet)).toEqual([
      fingerprint(1),
    ])
    expect(
      await createDatabaseCustodianStore({ db, key }).devicesOf(`0x${'00'.repeat(20)}`),
    ).toEqual([])
  })

  test('behavior: a row without the MAC of this key admits no device', async () => {
    const key = randomBytes(32)
    const store = createDatabaseCustodianStore({ db, key })
    const other = `0x${'e5'.repeat(20)}`
    await store.addDevice(other, fingerprint(2))
    // Written by someone else: another key, a MAC copied from another row, or none at all.
    await createDatabaseCustodianStore({ db, key: randomBytes(32) }).addDevice(
      other,
      fingerprint(3),
    )
    const [copied] = await db.query<{ mac: string }>(
      'select mac from frame_custodian_devices where address = $1 and fingerprint = $2',
      [other, fingerprint(2)],
    )
    await db.query(
      'insert into frame_custodian_devices (address, fingerprint, mac) values ($1, $2, $3), ($1, $4, $5)',
      [other, fingerprint(4), copied?.mac, fingerprint(5), ''],
    )
    expect(await store.devicesOf(other)).toEqual([fingerprint(2)])
    // The custodian adding such a device later makes its row valid.
    await store.addDevice(other, fingerprint(3))
    expect(await store.devicesOf(other)).toEqual([fingerprint(2), fingerprint(3)])
  })
})

describe('importCustodianFile', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'keyport-custodian-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('behavior: an older stack’s JSON file is imported once, then renamed, and the log says so', async () => {
    const path = join(dir, 'custodian-devices.json')
    writeFileSync(path, JSON.stringify({ [wallet]: [fingerprint(6), fingerprint(7)] }))
    const store = createMemoryCustodianStore()
    const lines: string[] = []
    expect(await importCustodianFile(path, store, (line) => lines.push(line))).toBe(2)
    expect(await store.devicesOf(wallet)).toEqual([fingerprint(6), fingerprint(7)])
    expect(existsSync(path)).toBe(false)
    expect(JSON.parse(readFileSync(`${path}.imported`, 'utf8'))).toEqual({
      [wallet]: [fingerprint(6), fingerprint(7)],
    })
    expect(lines).toEqual([
      `Imported 2 custodian device keys from ${path} into the frame database (the file is now ${path}.imported).`,
    ])
    // A second start finds nothing to import.
    expect(await importCustodianFile(path, store, (line) => lines.push(line))).toBe(0)
    expect(lines).toHaveLength(1)
  })

  test('behavior: a file that is not a device record is refused with what to do, and kept', async () => {
    const path = join(dir, 'broken.json')
    writeFileSync(path, JSON.stringify({ [wallet]: 'not a list' }))
    await expect(importCustodianFile(path, createMemoryCustodianStore(), () => {})).rejects.toThrow(
      'is not a custodian device file',
    )
    expect(existsSync(path)).toBe(true)
  })
})
