import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { vi } from 'vitest'
import { createFakeChainRpc } from '../../approval/testing/createFakeChainRpc.ts'
import { createFakeGate } from '../../approval/testing/createFakeGate.ts'
import { requestWithCard } from '../../approval/testing/requestWithCard.ts'
import type { RpcContext } from '../../handleRpc.ts'
import { createCallBatches } from '../../walletCalls/createCallBatches.ts'
import { createFakePaymaster, type FakePaymasterAnswer } from './createFakePaymaster.ts'
import { createFakeSmart } from './createFakeSmart.ts'

/** The paymaster origin the test frame allows (its data API's, say). */
export const PAYMASTER_ORIGIN = 'http://paymaster.test'
export const PAYMASTER_URL = `${PAYMASTER_ORIGIN}/v1/paymaster?chainId=1&projectId=keyport-dev`

/**
 * The frame's RPC handler with the smart account active, a fake ERC-7677 service on
 * `PAYMASTER_ORIGIN`, a fake chain and the card's fake gate; every fetch is recorded in `fetched`.
 * Needs jsdom and `<main id="approval" hidden>`; call `vi.unstubAllGlobals()` after.
 *
 * @example
 * const frame = startSponsoredFrame({ sponsorship: true })
 * const run = frame.request('eth_sendTransaction', [{ to, value: '0x1' }])
 * await run.opened; run.approve()
 */
export function startSponsoredFrame({
  balance = 0n,
  paymaster = { sponsor: 'Keyport dev' },
  sponsorship = false,
  smart = true,
  paymasterOrigins = [PAYMASTER_ORIGIN],
}: {
  balance?: bigint
  paymaster?: FakePaymasterAnswer
  /** The app option `sponsorship` resolved to `PAYMASTER_URL`. */
  sponsorship?: boolean
  /** False: the EOA is the active account. */
  smart?: boolean
  paymasterOrigins?: string[]
} = {}) {
  const pm = createFakePaymaster(paymaster)
  const chain = createFakeChainRpc()
  const fetched: string[] = []
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: { body?: string }) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    fetched.push(url)
    const body = JSON.parse(String(init?.body ?? '{}'))
    if (new URL(url).origin === PAYMASTER_ORIGIN)
      return new Response(JSON.stringify(pm.answer(url, body)), {
        headers: { 'content-type': 'application/json' },
      })
    const result = await chain.rpc(body.method, body.params).then(
      (value) => ({ result: value }),
      (error: Error) => ({ error: { code: -32000, message: error.message } }),
    )
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id ?? 1, ...result }), {
      headers: { 'content-type': 'application/json' },
    })
  })
  const fake = createFakeSmart({ balance })
  const gate = createFakeGate()
  const owner = privateKeyToAccount(generatePrivateKey())
  const context: RpcContext = {
    account: owner,
    origin: 'https://app.example',
    chainId: 1,
    rpcUrl: () => 'http://chain.test/v1/?chainId=1',
    doc: document,
    smartAccountChains: [1],
    gate: gate.gate,
    ...(smart && { smart: fake.smart }),
    ...(sponsorship && { sponsorship: { url: PAYMASTER_URL } }),
    paymasterOrigins,
    appName: 'Sandbox',
    batches: createCallBatches(),
  }
  return {
    pm,
    fake,
    gate,
    context,
    fetched,
    from: smart ? fake.smart.account.address : owner.address,
    request: (method: string, params: unknown) => requestWithCard(context, gate, method, params),
  }
}
