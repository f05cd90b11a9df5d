import type { HistoryQuery } from '@keyport/history/schemas'

/**
 * The `cache-control` of a history page, from what the caller asked (`cache`, spec §7) and which
 * page it is. The newest page changes with every block, so it is always revalidated; an older
 * page (asked with a `cursor`) only changes on a reorganisation, so a browser may keep it 30 s.
 * `no-store` is never kept; `no-cache` and `reload` are revalidated whatever the page.
 *
 * @example
 * historyCacheControl({ cursor: 'abc' }) // 'private, max-age=30'
 * historyCacheControl({ cursor: 'abc', cache: 'no-store' }) // 'no-store'
 */
export function historyCacheControl({ cache, cursor }: Pick<HistoryQuery, 'cache' | 'cursor'>) {
  if (cache === 'no-store') return 'no-store'
  if (cache === 'no-cache' || cache === 'reload' || cursor === undefined) return 'private, no-cache'
  return 'private, max-age=30'
}
