import type { Deployment } from '../../chain/deployment.ts'
import { openTestDatabase } from '../../db/testing/testDatabase.ts'
import { type CreateApiParameters, createApi } from '../createApi.ts'

export type StartTestApiParameters = Partial<Omit<CreateApiParameters, 'db' | 'deployment'>> & {
  /** The chains to serve; without it the API serves none. */
  deployment?: Deployment
  /** A PostgreSQL URL; PGlite in memory otherwise. @default process.env.KEYPORT_TEST_DATABASE_URL */
  databaseUrl?: string
}

/**
 * The dev project `keyport-dev`'s secret key (migration 0010): what reads its analytics, as
 * `Authorization: Bearer <key>`. Local stacks and tests only.
 */
export const devProjectSecretKey = 'sk_dev_keyport_local_only'

/**
 * The data API on a free port with a fresh database, for integration tests.
 *
 * @example
 * const api = await startTestApi({ deployment: chains.deployment })
 * await fetch(`${api.url}/v1/supported-chains?projectId=keyport-dev`)
 */
export async function startTestApi({
  deployment,
  databaseUrl = process.env.KEYPORT_TEST_DATABASE_URL,
  ...rest
}: StartTestApiParameters = {}) {
  const db = await openTestDatabase(databaseUrl)
  const api = await createApi({
    db,
    deployment: deployment ?? { generatedAt: new Date(0).toISOString(), chains: [] },
    log: () => {},
    // The caller's REDIS_URL and proxies are not the test's: pass them explicitly to use them.
    redisUrl: '',
    trustedProxies: [],
    ...rest,
  })
  const url = await api.listen(0)
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, { headers })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  return {
    url,
    db,
    get,
    async stop() {
      await api.close()
      await db.close()
    },
  }
}
