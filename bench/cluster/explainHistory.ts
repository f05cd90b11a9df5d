import { parseArgs } from 'node:util'
import { historyPageQuery } from '../../server/api/history/historyPageQuery.ts'
import { freePort } from '../../server/chain/freePort.ts'
import type { Database } from '../../server/db/Database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { openDatabase } from '../../server/db/openDatabase.ts'
import { startPostgresCluster } from '../../tests/support/postgres.ts'

// `tsx bench/cluster/explainHistory.ts [--rows 1000000] [--checkouts 100000]`: a throwaway
// PostgreSQL with every migration and a realistic history table (a million account rows, one
// busy account with 20,000 of them, mostly on chain 1; 1,000 of its transactions and 100,000
// of other users' delivered by the on-ramp), then EXPLAIN ANALYZE of each query a history page runs. Prints the
// plans; what to look for is an Index Scan with no Sort and a few buffers.
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    checkouts: { type: 'string', default: '100000' },
  },
})
const rows = Number(values.rows)
const checkouts = Number(values.checkouts)
if (!Number.isInteger(rows) || rows < 10_000)
  throw new Error('--rows takes a whole number ≥ 10000.')

const busy = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const pg = startPostgresCluster(await freePort('127.0.0.1', 0))
const db = await openDatabase({ url: pg.url })
try {
  await migrate(db)
  await seed(db, rows)
  const [middle] = await db.query<{ mined_at: string; block_number: string; tx_index: number }>(
    `select mined_at::text, block_number::text, tx_index from account_transactions
     where account = $1 and chain_id = 1 order by mined_at desc offset 10000 limit 1`,
    [busy],
  )
  const cases = [
    { name: 'first page, chain 1', chainIds: [1] },
    { name: 'first page, chain 8453 (a tenth of the rows)', chainIds: [8453] },
    { name: 'first page, every chain', chainIds: [1, 8453, -101] },
    {
      name: 'a page 10,000 rows deep, chain 1',
      chainIds: [1],
      after: middle && {
        minedAt: Number(middle.mined_at),
        chainId: 1,
        blockNumber: middle.block_number,
        txIndex: middle.tx_index,
      },
    },
    { name: 'on-ramp deliveries only, chain 1', chainIds: [1], onramp: true },
    {
      name: 'a quiet account, chain 1',
      chainIds: [1],
      account: '0x00000000000000000000000000000000000004d2',
    },
  ]
  for (const { name, account = busy, ...rest } of cases) {
    const { text, params } = historyPageQuery({ account, limit: 21, ...rest })
    await explain(db, `page: ${name}`, text, params)
  }
  // The same on-ramp page without migration 0009's index, for comparison (rolled back).
  const onramp = historyPageQuery({ account: busy, chainIds: [1], limit: 21, onramp: true })
  await db
    .transaction(async (tx) => {
      await tx.query('drop index onramp_checkouts_delivered')
      await explain(
        tx,
        'page: on-ramp deliveries only, chain 1, WITHOUT 0009',
        onramp.text,
        onramp.params,
      )
      throw new Error('rollback')
    })
    .catch(() => {})
  const page = await db.query<{ chain_id: number; hash: string }>(
    historyPageQuery({ account: busy, chainIds: [1], limit: 20 }).text,
    [busy, 1],
  )
  const keys = page.map((_, i) => `($${2 * i + 1}::integer, $${2 * i + 2})`).join(', ')
  const keyParams = page.flatMap((row) => [row.chain_id, row.hash])
  await explain(
    db,
    "the page's transactions",
    `select * from chain_transactions where (chain_id, hash) in (${keys})`,
    keyParams,
  )
  await explain(
    db,
    "the page's transfers",
    `select * from chain_transfers where (chain_id, hash) in (${keys}) order by log_index`,
    keyParams,
  )
} finally {
  await db.close()
  pg.stop()
}

async function explain(
  db: Pick<Database, 'query'>,
  title: string,
  text: string,
  params: unknown[],
) {
  // Once to warm the cache, as a busy server's would be; the second run is the one shown.
  await db.query(text, params)
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${text}`,
    params,
  )
  console.log(`\n## ${title}\n${plan.map((line) => line['QUERY PLAN']).join('\n')}`)
}

// Half the rows are a transaction's sender, half its receiver; a block every 12 s, 20
// transactions a block; the busy account sends one in every `rows / 20000` transactions.
async function seed(db: Database, count: number) {
  const transactions = count / 2
  const every = Math.max(1, Math.floor(transactions / 20_000))
  console.log(`Seeding ${count} account rows (${transactions} transactions)…`)
  await db.exec(`
    insert into chain_transactions (chain_id, hash, block_number, block_hash, tx_index, mined_at,
      from_address, to_address, nonce, status, selector)
    select case when i % 10 = 0 then 8453 else 1 end, '0x' || md5(i::text) || md5((i * 7)::text),
      i / 20, '0x' || md5((i / 20)::text), i % 20, 1700000000 + (i / 20) * 12,
      case when i % ${every} = 0 then '${busy}' else '0x' || lpad(to_hex(i % 10000), 40, '0') end,
      '0x' || lpad(to_hex((i * 31) % 10000), 40, '0'), i, 'confirmed', '0x'
    from generate_series(1, ${transactions}) as i;
    insert into chain_transfers (chain_id, hash, log_index, kind, token_address, from_address,
      to_address, amount, decimals, symbol, name)
    select chain_id, hash, -1, 'native', null, from_address, to_address, '1000', 18, 'ETH', 'Ether'
    from chain_transactions;
    insert into account_transactions (account, chain_id, hash, mined_at, block_number, tx_index)
    select from_address, chain_id, hash, mined_at, block_number, tx_index from chain_transactions
    union all
    select to_address, chain_id, hash, mined_at, block_number, tx_index from chain_transactions
    on conflict do nothing;
    insert into onramp_checkouts (id, project_id, partner_user_id, destination_wallets,
      default_network, status, tx_hash, created_at, expires_at)
    select 'c' || i, 'keyport-dev', 'u', '[]', 'ethereum', 'complete', hash, now(), now()
    from (select row_number() over () as i, hash from chain_transactions
          where from_address = '${busy}' limit 1000) as delivered;
    -- Everybody else's deliveries: the on-ramp filter must not read them all for one account.
    insert into onramp_checkouts (id, project_id, partner_user_id, destination_wallets,
      default_network, status, tx_hash, created_at, expires_at)
    select 'o' || i, 'keyport-dev', 'u', '[]', 'ethereum', 'complete', hash, now(), now()
    from (select row_number() over () as i, hash from chain_transactions
          where from_address <> '${busy}' limit ${checkouts}) as others;
    analyze;
  `)
}
