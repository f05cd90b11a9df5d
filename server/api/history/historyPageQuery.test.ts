import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../db/Database.ts'
import { migrate } from '../../db/migrate.ts'
import { openTestDatabase } from '../../db/testing/testDatabase.ts'
import { historyPageQuery } from './historyPageQuery.ts'

const account = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const hash = (i: number) => `0x${i.toString(16).padStart(64, '0')}`

describe('historyPageQuery', () => {
  let db: Database
  beforeAll(async () => {
    db = await openTestDatabase(process.env.KEYPORT_TEST_DATABASE_URL)
    await migrate(db)
    // Thirty transactions a block apart on chains 1 and 8453; the even ones an on-ramp delivered.
    for (let i = 1; i <= 30; i++)
      await db.query(
        'insert into account_transactions (account, chain_id, hash, mined_at, block_number, tx_index) values ($1, $2, $3, $4, $5, 0)',
        [account, i % 3 === 0 ? 8453 : 1, hash(i), 1_700_000_000 + i * 12, i],
      )
    for (let i = 2; i <= 30; i += 2)
      await db.query(
        `insert into onramp_checkouts (id, project_id, partner_user_id, destination_wallets, default_network, status, tx_hash, created_at, expires_at)
         values ($1, 'keyport-dev', 'u', '[]', 'ethereum', 'complete', $2, now(), now())`,
        [`checkout-${i}`, hash(i)],
      )
  }, 30_000)
  afterAll(() => db.close())

  const page = async (parameters: Parameters<typeof historyPageQuery>[0]) => {
    const { text, params } = historyPageQuery(parameters)
    return db.query<{ hash: string; block_number: string }>(text, params)
  }

  test('behavior: newest first on the chains asked, a page and one more', async () => {
    const rows = await page({ account, chainIds: [1], limit: 6 })
    expect(rows.map((row) => Number(row.block_number))).toEqual([29, 28, 26, 25, 23, 22])
  })

  test('behavior: a cursor starts right after the row it names', async () => {
    const rows = await page({
      account,
      chainIds: [1, 8453],
      limit: 3,
      after: { minedAt: 1_700_000_000 + 10 * 12, chainId: 1, blockNumber: '10', txIndex: 0 },
    })
    expect(rows.map((row) => Number(row.block_number))).toEqual([9, 8, 7])
  })

  test('behavior: the on-ramp filter keeps only what a completed checkout delivered', async () => {
    const rows = await page({ account, chainIds: [1, 8453], limit: 4, onramp: true })
    expect(rows.map((row) => Number(row.block_number))).toEqual([30, 28, 26, 24])
  })

  test('behavior: migration 0009 lets the on-ramp filter probe delivered hashes by index', async () => {
    const { text, params } = historyPageQuery({ account, chainIds: [1], limit: 21, onramp: true })
    // Tiny tables make any plan cheap; with sequential scans priced out, what remains shows
    // which indexes can serve the query at all.
    const plan = await db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off')
      return tx.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)
    })
    const lines = plan.map((line) => line['QUERY PLAN']).join('\n')
    expect(lines).toContain('onramp_checkouts_delivered')
    expect(lines).not.toMatch(/Seq Scan/)
  })
})
