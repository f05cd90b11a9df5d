import { createHmac, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, renameSync } from 'node:fs'
import * as z from 'zod'
import type { Database } from '../../db/Database.ts'

/**
 * The recovery custodian's own record: the device keys (SHA-256 fingerprints of their SPKI)
 * allowed to receive each wallet's recovery share. Nothing but the custodian can add to it: in a
 * shared database each row carries a MAC under the custodian's own key.
 */
export type CustodianStore = {
  devicesOf(address: string): Promise<readonly string[]>
  addDevice(address: string, fingerprint: string): Promise<void>
}

/** A store in memory (tests). */
export function createMemoryCustodianStore(): CustodianStore {
  const devices = new Map<string, string[]>()
  return {
    devicesOf: async (address) => devices.get(address) ?? [],
    async addDevice(address, fingerprint) {
      const list = devices.get(address) ?? []
      if (!list.includes(fingerprint)) devices.set(address, [...list, fingerprint])
    },
  }
}

/**
 * A store in the frame's database (`frame_custodian_devices`), shared by every frame process on
 * it. Each row's HMAC-SHA256 under `key` binds its address and fingerprint; `devicesOf` drops a
 * row whose MAC does not match, so a row written into the database by anyone without the key
 * admits no device.
 *
 * @example
 * const store = createDatabaseCustodianStore({ db, key: recordKey })
 */
export function createDatabaseCustodianStore({
  db,
  key,
}: {
  db: Pick<Database, 'query'>
  /** The custodian's record key (32 bytes), never stored in `db`. */
  key: Buffer
}): CustodianStore {
  const macOf = (address: string, fingerprint: string) =>
    createHmac('sha256', key)
      .update(`keyport-custodian-device/v1\n${address}\n${fingerprint}`)
      .digest()
  const matches = (address: string, fingerprint: string, mac: string) => {
    const given = Buffer.from(mac, 'hex')
    const expected = macOf(address, fingerprint)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
  return {
    async devicesOf(address) {
      const rows = await db.query<{ fingerprint: string; mac: string }>(
        'select fingerprint, mac from frame_custodian_devices where address = $1 order by added_at',
        [address],
      )
      return rows
        .filter((row) => matches(address, row.fingerprint, row.mac))
        .map((r) => r.fingerprint)
    },
    async addDevice(address, fingerprint) {
      // A row already there with a wrong MAC is replaced: only the custodian writes a valid one.
      await db.query(
        'insert into frame_custodian_devices (address, fingerprint, mac) values ($1, $2, $3) on conflict (address, fingerprint) do update set mac = excluded.mac',
        [address, fingerprint, macOf(address, fingerprint).toString('hex')],
      )
    },
  }
}

/** What `createFileCustodianStore` wrote before issue 24: fingerprints per lower-case address. */
const deviceFile = z.record(z.string(), z.array(z.string().regex(/^[0-9a-f]{64}$/)))

/**
 * Moves the device record of an older dev stack (one JSON file, `{ address: fingerprints[] }`)
 * into `store` once, then renames the file to `<path>.imported` so it is not read again. Safe to
 * run from several processes at once: adding a device twice records it once.
 *
 * @example
 * await importCustodianFile('.keyport/frame/custodian-devices.json', custodian.store, console.log)
 */
export async function importCustodianFile(
  path: string,
  store: CustodianStore,
  log: (message: string) => void,
): Promise<number> {
  if (!existsSync(path)) return 0
  const parsed = deviceFile.safeParse(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.success)
    throw new Error(
      `${path} is not a custodian device file ({ "0x…": ["<sha-256 hex>", …] }): ${parsed.error.message}. Fix or remove it.`,
    )
  let count = 0
  for (const [address, fingerprints] of Object.entries(parsed.data))
    for (const fingerprint of fingerprints) {
      await store.addDevice(address, fingerprint)
      count += 1
    }
  try {
    renameSync(path, `${path}.imported`)
  } catch (error) {
    // Another process starting at the same time imported and renamed it first.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  log(
    `Imported ${count} custodian device keys from ${path} into the frame database (the file is now ${path}.imported).`,
  )
  return count
}
