import type { Database } from '../../db/Database.ts'

/** A row of the `names` table (migration 0002), times in unix seconds. */
export type NameRecord = {
  name: string
  address: string
  coinType: number
  attributes: Record<string, string>
  createdAt: number
  updatedAt: number
}

type Row = {
  name: string
  address: string
  coin_type: number
  attributes: Record<string, string>
  created_at: number
  updated_at: number
}

// float8 because both drivers return it as a JS number (int8 comes back as a string in pg).
const columns = `name, address, coin_type::float8 as coin_type, attributes,
  extract(epoch from created_at)::float8 as created_at,
  extract(epoch from updated_at)::float8 as updated_at`

const toRecord = (row: Row): NameRecord => ({
  name: row.name,
  address: row.address,
  coinType: row.coin_type,
  attributes: row.attributes,
  createdAt: Math.floor(row.created_at),
  updatedAt: Math.floor(row.updated_at),
})

/**
 * The name registry's SQL, in one place. Names are expected normalised (`parseAccountName`).
 *
 * @example
 * const store = createNameStore(deps.db)
 * await store.find('alice.keyport.id')
 */
export function createNameStore(db: Pick<Database, 'query'>) {
  return {
    async find(name: string): Promise<NameRecord | undefined> {
      const rows = await db.query<Row>(`select ${columns} from names where name = $1`, [name])
      return rows[0] && toRecord(rows[0])
    },

    /** Every name of an address, newest first (the first is its primary name). */
    async byAddress(address: string): Promise<NameRecord[]> {
      const rows = await db.query<Row>(
        `select ${columns} from names where lower(address) = $1 order by created_at desc, name limit 100`,
        [address.toLowerCase()],
      )
      return rows.map(toRecord)
    },

    /** Which of `names` are registered. */
    async taken(names: readonly string[]): Promise<Set<string>> {
      const rows = await db.query<{ name: string }>(
        'select name from names where name = any($1::text[])',
        [names],
      )
      return new Set(rows.map((row) => row.name))
    },

    /** Registers a name; false when it is already taken (the primary key decides, race-free). */
    async insert(record: Omit<NameRecord, 'updatedAt'>): Promise<boolean> {
      const rows = await db.query(
        `insert into names (name, address, coin_type, attributes, created_at, updated_at)
         values ($1, $2, $3, $4::jsonb, to_timestamp($5), to_timestamp($5))
         on conflict (name) do nothing returning name`,
        [
          record.name,
          record.address,
          record.coinType,
          JSON.stringify(record.attributes),
          record.createdAt,
        ],
      )
      return rows.length === 1
    },
  }
}

export type NameStore = ReturnType<typeof createNameStore>
