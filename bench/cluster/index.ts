import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { type Deployment, readDeployment } from '../../server/chain/deployment.ts'
import { runApiMix } from './apiMix.ts'
import { clusterPorts } from './clusterPorts.ts'
import { type BenchFigures, clusterTableRows } from './clusterTableRows.ts'
import { runEmailLogins } from './emailLogins.ts'
import { formatClusterTable } from './formatClusterTable.ts'
import { runRelayPairs } from './relayPairs.ts'
import { startCluster } from './startCluster.ts'

// `npm run bench:cluster -- --seconds 10 --rate 1000 --pairs 100`: starts `npm run start:cluster`
// (KEYPORT_INSTANCES processes of each service behind HAProxy, KEYPORT_PORT_OFFSET honoured),
// runs each bench against instance 1 alone (the one-process figure) and then the cluster, prints
// the table and stops the cluster. --no-start measures a cluster already running; --one-process
// measures only `npm start`'s single processes. It prints figures; it never fails on them.
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '1000' },
    pairs: { type: 'string', default: '100' },
    'relay-rate': { type: 'string', default: '5000' },
    'login-rate': { type: 'string', default: '50' },
    'no-start': { type: 'boolean', default: false },
    'one-process': { type: 'boolean', default: false },
  },
})
const [seconds, rate, pairs, relayRate, loginRate] = [
  values.seconds,
  values.rate,
  values.pairs,
  values['relay-rate'],
  values['login-rate'],
].map(Number) as [number, number, number, number, number]
if (![seconds, rate, pairs, relayRate, loginRate].every((n) => Number.isInteger(n) && n > 0))
  throw new Error(
    '--seconds, --rate, --pairs, --relay-rate and --login-rate take whole numbers above 0.',
  )
const offset = Number(process.env.KEYPORT_PORT_OFFSET ?? 0)
const instances = Number(process.env.KEYPORT_INSTANCES ?? 3)
const ports = clusterPorts(offset)
const http = (port: number) => `http://127.0.0.1:${port}`
const onlyOne = values['one-process']

const cluster =
  values['no-start'] || onlyOne
    ? undefined
    : await startCluster({
        offset,
        instances,
        healthUrls: [ports.api(0), ports.relay(0), ports.frame(0)].map((p) => `${http(p)}/health`),
      })
try {
  // The chains' status port serves the deployment; without it, the deployment file.
  const deployment = await fetch(`${http(ports.chainStatus)}/health`).then(
    async (response) => (await response.json()) as Deployment,
    () => readDeployment(),
  )
  // Instance 1 alone (or `npm start`'s only process), then the cluster, bench by bench: the
  // relay's backlog from one run then never weighs on the other side's API figures.
  const single = onlyOne ? 0 : 1
  const sides: Target[] = [
    {
      api: http(ports.api(single)),
      relays: [`ws://127.0.0.1:${ports.relay(single)}`],
      frame: http(ports.frame(single)),
    },
  ]
  if (!onlyOne)
    sides.push({
      api: http(ports.api(0)),
      // The relays themselves, so that every pair spans two processes (the balancer would put
      // some pairs' two sockets on one instance).
      relays: Array.from({ length: instances }, (_, i) => `ws://127.0.0.1:${ports.relay(i + 1)}`),
      frame: http(ports.frame(0)),
    })
  const figures = sides.map((side) => ({ side, measured: {} as BenchFigures }))
  for (const { side, measured } of figures) measured.api = await benchApi(deployment, side)
  for (const { side, measured } of figures) measured.relay = await benchRelay(side)
  for (const { side, measured } of figures) measured.email = await benchEmail(side)
  const [one = {}, all = {}] = figures.map(({ measured }) => measured)
  const targets = { apiRate: rate, relayRate, pairs, seconds }
  console.log(`\n${formatClusterTable(clusterTableRows(one, all, targets), instances)}\n`)
  console.log(
    `${seconds} s per run, open loop; Node ${process.version}, ${process.platform}/${process.arch}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}.`,
  )
} finally {
  await cluster?.stop()
}

type Target = { api: string; relays: string[]; frame: string }

async function benchApi(deployment: Deployment, target: Target) {
  console.log(`api mix at ${rate}/s on ${target.api}…`)
  const result = await runApiMix({ baseUrl: target.api, deployment, rate, seconds })
  for (const [name, latency] of Object.entries(result.byLabel))
    console.log(`  ${name}: p50 ${latency.p50Ms.toFixed(1)} ms, p99 ${latency.p99Ms.toFixed(1)} ms`)
  console.log(`  errors ${result.errors}, statuses ${JSON.stringify(result.statuses)}`)
  return result
}

async function benchRelay(target: Target) {
  console.log(`relay: ${pairs} pairs at ${relayRate} messages/s over ${target.relays.join(', ')}…`)
  const result = await runRelayPairs({ relayUrls: target.relays, pairs, rate: relayRate, seconds })
  const { messagesPerSecond, lost, refusals } = result
  console.log(
    `  ${messagesPerSecond.toFixed(0)}/s, lost ${lost}, refused ${JSON.stringify(refusals)}`,
  )
  return result
}

async function benchEmail(target: Target) {
  console.log(`email logins at ${loginRate}/s on ${target.frame}…`)
  const result = await runEmailLogins({ frameUrl: target.frame, rate: loginRate, seconds })
  console.log(`  ${JSON.stringify(result.latency)} errors ${result.errors}`)
  return result
}
