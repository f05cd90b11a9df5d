import type { Database } from '../../db/Database.ts'

/**
 * The domains a project lets users sign in on (`projects.siwx_domains`), see `siwxDomainAllowed`.
 *
 * @example
 * await readSiwxDomains(deps.db, 'keyport-dev') // ['localhost', '127.0.0.1', '[::1]']
 */
export async function readSiwxDomains(
  db: Pick<Database, 'query'>,
  projectId: string,
): Promise<string[]> {
  const [row] = await db.query<{ siwx_domains: string[] | null }>(
    'select siwx_domains from projects where id = $1',
    [projectId],
  )
  return row?.siwx_domains ?? []
}
