import { constants, createHash, createPublicKey, publicEncrypt } from 'node:crypto'
import type { Database } from '@keyport/server/db/Database.ts'
import { migrate } from '@keyport/server/db/migrate.ts'
import { openTestDatabase } from '@keyport/server/db/testing/testDatabase.ts'
import { createRecoveryCustodian } from '@keyport/server/frame/auth/createRecoveryCustodian.ts'
import { deviceMessage } from '@keyport/server/frame/auth/deviceMessage.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { attackerKeys } from './keysSupport.ts'

// Issue 24 put the recovery custodian's challenges and device record in the frame's database, so
// that every frame process shares them. The test plays whoever can write that database but does
// not hold the custodian's key (docs/security.md, "Auth service database"): it writes device rows
// and challenge rows of its own making; the custodian takes none of them.
const hex = (spki: string) => createHash('sha256').update(Buffer.from(spki, 'base64')).digest('hex')
const share = Buffer.alloc(33, 5)

describe('keys: the custodian’s record in the shared database (issue 24)', () => {
  const wallet = `0x${'f6'.repeat(20)}`
  const owner = attackerKeys() // the wallet's creating device
  const intruder = attackerKeys() // the database writer's own keys
  let db: Database
  let custodian: ReturnType<typeof createRecoveryCustodian>
  let sealed: string
  beforeAll(async () => {
    db = await openTestDatabase(process.env.KEYPORT_TEST_DATABASE_URL)
    await migrate(db)
    await migrate(db, new URL('../../server/frame/migrations', import.meta.url).pathname)
    custodian = createRecoveryCustodian({ db })
    sealed = publicEncrypt(
      {
        key: createPublicKey({
          key: Buffer.from(custodian.publicKey, 'base64'),
          format: 'der',
          type: 'spki',
        }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.concat([
        share,
        Buffer.from(hex(owner.devicePublicKey), 'hex'),
        Buffer.from(wallet.slice(2), 'hex'),
      ]),
    ).toString('base64')
  }, 60_000)
  afterAll(() => db?.close())

  const reseal = (device: ReturnType<typeof attackerKeys>, challenge: string) =>
    custodian
      .reseal({
        address: wallet,
        sealed,
        deviceKey: device.devicePublicKey,
        challenge,
        signature: device.sign(
          deviceMessage('recover', challenge, `${wallet}\n${hex(device.rsaPublicKey)}`),
        ),
        sealTo: device.rsaPublicKey,
      })
      .then(
        () => 'resealed',
        (error: { code?: string }) => error.code,
      )

  test('attack: a device row the database writer adds for its own key admits no device', async () => {
    // An honest row to copy a MAC from: the owner's laptop, recorded by the custodian.
    const laptop = attackerKeys()
    await custodian.store.addDevice(wallet, hex(laptop.devicePublicKey))
    const [honest] = await db.query<{ mac: string }>(
      'select mac from frame_custodian_devices where address = $1',
      [wallet],
    )
    for (const mac of [honest?.mac, '', createHash('sha256').update(wallet).digest('hex')]) {
      await db.query(
        'insert into frame_custodian_devices (address, fingerprint, mac) values ($1, $2, $3) on conflict (address, fingerprint) do update set mac = excluded.mac',
        [wallet, hex(intruder.devicePublicKey), mac],
      )
      expect(await reseal(intruder, (await custodian.challenge()).challenge)).toBe(
        'device_not_trusted',
      )
    }
    expect(await reseal(laptop, (await custodian.challenge()).challenge)).toBe('resealed')
  })

  test('attack: a challenge the database writer makes up is refused', async () => {
    const madeUp = 'a-challenge-of-the-database-writers-own-making'
    for (const mac of [madeUp, createHash('sha256').update(madeUp).digest('hex')])
      await db.query(
        'insert into frame_custodian_challenges (challenge_mac, expires_at) values ($1, $2)',
        [mac, new Date(Date.now() + 60_000)],
      )
    expect(await reseal(owner, madeUp)).toBe('challenge_invalid')
    expect(await reseal(owner, (await custodian.challenge()).challenge)).toBe('resealed')
  })
})
