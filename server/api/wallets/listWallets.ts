import type { WalletsQuery, WalletsResponse } from '@keyport/connect/schemas'
import type { Database } from '../../db/Database.ts'

type WalletRow = {
  id: string
  name: string
  rdns: string | null
  homepage: string
  image: string
  mobile_link: string | null
  desktop_link: string | null
  injected: boolean
}

export type ListWalletsParameters = { db: Pick<Database, 'query'>; query: WalletsQuery }

/**
 * One page of the wallet registry, ordered by rank then name, and how many wallets match in all.
 * Filters combine: `include` keeps only those ids, `exclude` drops ids, `rdns` keeps exact rdns
 * matches, `search` matches a part of the name or rdns, ignoring case.
 *
 * @example
 * await listWallets({ db, query: { page: 1, entries: 2, search: 'rain' } })
 * // { count: 1, data: [{ id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', … }] }
 */
export async function listWallets({ db, query }: ListWalletsParameters): Promise<WalletsResponse> {
  const conditions: string[] = []
  const params: unknown[] = []
  const bind = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  // strpos, not LIKE: a '%' or '_' typed into search is a character, not a wildcard.
  if (query.search) {
    const needle = bind(query.search.toLowerCase())
    conditions.push(
      `(strpos(lower(name), ${needle}) > 0 or strpos(lower(coalesce(rdns, '')), ${needle}) > 0)`,
    )
  }
  if (query.include) conditions.push(`id = any(${bind(query.include)}::text[])`)
  if (query.exclude) conditions.push(`not (id = any(${bind(query.exclude)}::text[]))`)
  if (query.rdns) conditions.push(`rdns = any(${bind(query.rdns)}::text[])`)
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''

  const filterParams = [...params]
  const limit = bind(query.entries)
  const offset = bind((query.page - 1) * query.entries)
  const [counted, rows] = await Promise.all([
    db.query<{ count: number | string }>(
      `select count(*)::int as count from wallets ${where}`,
      filterParams,
    ),
    db.query<WalletRow>(
      `select id, name, rdns, homepage, image, mobile_link, desktop_link, injected from wallets ${where} order by rank, name limit ${limit} offset ${offset}`,
      params,
    ),
  ])
  return {
    count: Number(counted[0]?.count ?? 0),
    data: rows.map(({ image, ...wallet }) => ({ ...wallet, image_url: image })),
  }
}
