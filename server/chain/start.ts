// The `chains` service of `npm start`: two anvil nodes (chain ids 1 and 8453), deployed and seeded,
// the deployment written to .keyport/deployment.json (KEYPORT_DEPLOYMENT_FILE), and GET /health on
// KEYPORT_CHAIN_STATUS_PORT (8549) answering 200 with it once seeding is done. Ports and host come
// from chainsFromEnv. Exits non-zero with the node's last output if an anvil dies.
// KEYPORT_PAYMASTER_SIGNER_ADDRESS (production) is KeyportPaymaster's verifyingSigner: the address
// of the data API's KEYPORT_PAYMASTER_SIGNER_KEY; unset, the dev `paymasterSigner` key's.

import { chainsFromEnv } from '@keyport/stack'
import { type Address, getAddress, isAddress } from 'viem'
import { serveStatus } from './serveStatus.ts'
import { type StartChainsReturnType, startChains } from './startChains.ts'
import { writeDeployment } from './writeDeployment.ts'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const config = chainsFromEnv()
const signerEnv = process.env.KEYPORT_PAYMASTER_SIGNER_ADDRESS
if (signerEnv !== undefined && !isAddress(signerEnv, { strict: false })) {
  console.error(
    `✗ chains: KEYPORT_PAYMASTER_SIGNER_ADDRESS is "${signerEnv}", not an address (0x and 40 hex characters). Set it to the address of the paymaster service's signing key, or unset it for the dev key.`,
  )
  process.exit(1)
}
const paymasterSigner: Address | undefined = signerEnv ? getAddress(signerEnv) : undefined
const stop = new AbortController()
const stopped = new Promise<void>((resolve) =>
  stop.signal.addEventListener('abort', () => resolve()),
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop.abort())

const startedAt = performance.now()
let status: Awaited<ReturnType<typeof serveStatus>>
try {
  // Up before seeding, so the supervisor sees 503 (alive, not ready) rather than a refused connection.
  status = await serveStatus(config.status)
} catch (error) {
  console.error(
    `✗ chains: status server on ${config.status.url}: ${messageOf(error)}. Set KEYPORT_CHAIN_STATUS_PORT to a free port.`,
  )
  process.exit(1)
}

let chains: StartChainsReturnType
try {
  chains = await startChains({
    ports: config.ports,
    host: config.host,
    paymasterSigner,
    signal: stop.signal,
  })
} catch (error) {
  await status.close()
  if (stop.signal.aborted) process.exit(0)
  console.error(`✗ chains: ${messageOf(error)}`)
  process.exit(1)
}
// The nodes are our children; never leave them running without us.
process.on('exit', () => chains.kill())

const file = writeDeployment(chains.deployment)
status.ready(chains.deployment)
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
for (const chain of chains.deployment.chains) {
  console.log(
    `✓ ${chain.name} (chain ${chain.chainId}) ${chain.rpcUrl}, seeded at block ${chain.seededAtBlock}`,
  )
}
console.log(`Chains ready in ${seconds} s; deployment in ${file}, status ${status.url}/health`)

const died = await Promise.race([chains.died, stopped.then(() => undefined)])
await chains.stop()
await status.close()
if (died) {
  console.error(`✗ ${died}`)
  process.exit(1)
}
process.exit(0)
