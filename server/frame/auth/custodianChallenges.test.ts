import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../db/Database.ts'
import { migrate } from '../../db/migrate.ts'
import { openTestDatabase } from '../../db/testing/testDatabase.ts'
import {
  type CustodianChallenges,
  createDatabaseCustodianChallenges,
  createMemoryCustodianChallenges,
} from './custodianChallenges.ts'

const frameMigrations = new URL('../migrations', import.meta.url).pathname
const t0 = 1_700_000_000_000

let db: Database
beforeAll(async () => {
  db = await openTestDatabase(process.env.KEYPORT_TEST_DATABASE_URL)
  await migrate(db)
  await migrate(db, frameMigrations)
})
afterAll(() => db?.close())

// The same contract in memory and in the database; the database also across two stores.
describe.each([
  ['createMemoryCustodianChallenges', () => [createMemoryCustodianChallenges()]],
  [
    'createDatabaseCustodianChallenges',
    () => [createDatabaseCustodianChallenges(db), createDatabaseCustodianChallenges(db)],
  ],
] as [string, () => CustodianChallenges[]][])('%s', (_name, make) => {
  test('behavior: an issued challenge is spent once, by any store on it', async () => {
    const stores = make()
    const issuer = stores[0] as CustodianChallenges
    const spender = stores.at(-1) as CustodianChallenges
    await issuer.issue('mac-once', t0 + 60_000, t0)
    expect(await spender.spend('mac-once', t0 + 1_000)).toBe(true)
    expect(await spender.spend('mac-once', t0 + 1_000)).toBe(false)
    expect(await issuer.spend('mac-once', t0 + 1_000)).toBe(false)
    expect(await spender.spend('mac-never-issued', t0)).toBe(false)
  })

  test('behavior: two spends at once, one wins', async () => {
    const stores = make()
    await (stores[0] as CustodianChallenges).issue('mac-race', t0 + 60_000, t0)
    const spent = await Promise.all(
      [stores[0], stores.at(-1), stores[0]].map((s) =>
        (s as CustodianChallenges).spend('mac-race', t0),
      ),
    )
    expect(spent.filter(Boolean)).toHaveLength(1)
  })

  test('behavior: an expired challenge is refused and does not linger', async () => {
    const [store] = make() as [CustodianChallenges]
    await store.issue('mac-stale', t0 + 60_000, t0)
    expect(await store.spend('mac-stale', t0 + 60_000)).toBe(false)
    await store.issue('mac-swept', t0 + 60_000, t0)
    await store.issue('mac-fresh', t0 + 200_000, t0 + 120_000)
    expect(await store.spend('mac-swept', t0 + 30_000)).toBe(false)
    expect(await store.spend('mac-fresh', t0 + 150_000)).toBe(true)
  })
})

test('createDatabaseCustodianChallenges: expired rows are swept when a challenge is issued', async () => {
  const store = createDatabaseCustodianChallenges(db)
  await store.issue('mac-old', t0 + 60_000, t0)
  await store.issue('mac-new', t0 + 500_000, t0 + 400_000)
  const rows = await db.query<{ challenge_mac: string }>(
    "select challenge_mac from frame_custodian_challenges where challenge_mac in ('mac-old', 'mac-new')",
  )
  expect(rows.map((r) => r.challenge_mac)).toEqual(['mac-new'])
})
