import { startChains } from '../../chain/index.ts'
import { type StartTestApiParameters, startTestApi } from '../testing/startTestApi.ts'

export type StartLocalStackParameters = Omit<StartTestApiParameters, 'deployment'>

/**
 * Real anvil chains 1 and 8453 on free loopback ports and the data API over them on a free port:
 * what the benchmark and the chain-backed integration tests run on. The chains start from the
 * repo's saved seeded snapshot (`.keyport/chains`, written atomically on the first start), so
 * every caller gets the same fresh state in about a second.
 *
 * @example
 * const stack = await startLocalStack({ rateLimit: 1_000_000 })
 * await stack.api.get('/health')
 * await stack.stop()
 */
export async function startLocalStack(parameters: StartLocalStackParameters = {}) {
  const chains = await startChains({ ports: { 1: 0, 8453: 0 } })
  try {
    const api = await startTestApi({ ...parameters, deployment: chains.deployment })
    return {
      api,
      deployment: chains.deployment,
      async stop() {
        await api.stop()
        await chains.stop()
      },
    }
  } catch (error) {
    await chains.stop()
    throw error
  }
}
