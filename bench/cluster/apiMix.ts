import {
  type BenchEndpoint,
  benchChain,
  benchEndpoints,
} from '../../server/api/bench/benchEndpoints.ts'
import type { Deployment } from '../../server/chain/deployment.ts'
import { createHttpLoadClient, loopbackSources } from './createHttpLoadClient.ts'
import { measureCpu } from './measureCpu.ts'
import { type OpenLoopResult, runOpenLoop } from './runOpenLoop.ts'
import { weightedSequence } from './weightedSequence.ts'

/**
 * The share of each request in the mix, per 100: what a wallet modal's users ask most. Cached
 * balances dominate (every open of the modal), history and identity follow, a forced balance is
 * the rare "refresh" press.
 */
const apiMixWeights = {
  'balance (cached)': 40,
  'balance (forceUpdate)': 5,
  'swap quote': 15,
  history: 25,
  identity: 15,
} as const

export type RunApiMixParameters = {
  /** The data API's base URL, e.g. http://127.0.0.1:4000. */
  baseUrl: string
  deployment: Deployment
  /** Requests per second. */
  rate: number
  seconds: number
  /**
   * Distinct client addresses the load comes from (loopback only): at most 10 requests a second
   * each, half the API's default limit of 1,200 a minute per address. @default max(64, rate / 10)
   */
  clients?: number
}

export type ApiMixResult = OpenLoopResult & { generatorCpuPercent: number }

/**
 * An open-loop run of the realistic mix (`apiMixWeights`) over chain 1's dev accounts: every
 * request once to warm up, a second of load not counted, then `rate` requests per second for
 * `seconds`. `byLabel` has each kind of request's latencies.
 *
 * @example
 * const result = await runApiMix({ baseUrl: 'http://127.0.0.1:4000', deployment, rate: 1000, seconds: 10 })
 * result.byLabel.history.p99Ms
 */
export async function runApiMix({
  baseUrl,
  deployment,
  rate,
  seconds,
  clients = Math.max(64, Math.ceil(rate / 10)),
}: RunApiMixParameters): Promise<ApiMixResult> {
  const endpointsOf = benchChain(deployment).devAccounts.map(
    (account) => new Map(benchEndpoints(deployment, account).map((e) => [e.name, e])),
  )
  const sequence = weightedSequence(apiMixWeights)
  const nameAt = (i: number) => sequence[i % sequence.length] as string
  const endpointAt = (i: number) => {
    const endpoints = endpointsOf[Math.floor(i / sequence.length) % endpointsOf.length]
    return endpoints?.get(nameAt(i)) as BenchEndpoint
  }
  const client = createHttpLoadClient({
    sourceAddresses: loopbackSources(clients, new URL(baseUrl).hostname),
    connectionsPerSource: Math.max(4, Math.ceil(256 / clients)),
  })
  const send = (i: number, endpoint = endpointAt(i)) =>
    client.send({
      url: `${baseUrl}${endpoint.path}`,
      method: endpoint.method,
      body: endpoint.body,
      source: i,
    })
  try {
    await Promise.all(
      endpointsOf.flatMap((endpoints, i) => [...endpoints.values()].map((e) => send(i, e))),
    )
    await runOpenLoop({ rate, seconds: 1, send: (i) => send(i) })
    const { result, cpuPercent } = await measureCpu(() =>
      runOpenLoop({ rate, seconds, send: (i) => send(i), label: nameAt }),
    )
    return { ...result, generatorCpuPercent: cpuPercent }
  } finally {
    client.close()
  }
}
