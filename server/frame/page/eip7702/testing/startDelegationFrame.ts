import {
  encodeAbiParameters,
  getAddress,
  type Hex,
  keccak256,
  numberToHex,
  parseTransaction,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { vi } from 'vitest'
import { createFakeGate } from '../../approval/testing/createFakeGate.ts'
import { requestWithCard } from '../../approval/testing/requestWithCard.ts'
import type { RpcContext } from '../../handleRpc.ts'
import { createCallBatches } from '../../walletCalls/createCallBatches.ts'
import type { DelegationPolicy } from '../delegationPolicy.ts'

/** The deployment's KeyportDelegate in the test frame. */
export const KEYPORT_DELEGATE = getAddress('0x00000000000000000000000000000000000d1e6a')

/**
 * The frame's RPC handler for the plain EOA on a fake chain 1 (the EOA's nonce is `nonce`, its
 * code `code`), with the card's fake gate; raw transactions the frame sends land in `sent`.
 * Needs jsdom and `<main id="approval" hidden>`; call `vi.unstubAllGlobals()` after.
 *
 * @example
 * const frame = startDelegationFrame()
 * const run = frame.request('wallet_signAuthorization', [{ address: KEYPORT_DELEGATE }])
 */
export function startDelegationFrame({
  nonce = 7,
  code = '0x' as Hex,
  balance = 10n ** 18n,
  policy = {},
  chainId = 1,
}: {
  nonce?: number
  code?: Hex
  balance?: bigint
  policy?: Partial<DelegationPolicy>
  chainId?: number
} = {}) {
  const sent: ReturnType<typeof parseTransaction>[] = []
  const answers: Record<string, (params: unknown[]) => unknown> = {
    eth_chainId: () => numberToHex(chainId),
    eth_getTransactionCount: () => numberToHex(nonce),
    eth_getCode: () => code,
    eth_getBalance: () => numberToHex(balance),
    eth_getBlockByNumber: () => ({ baseFeePerGas: '0x1', number: '0x10', timestamp: '0x1' }),
    eth_maxPriorityFeePerGas: () => '0x1',
    eth_gasPrice: () => '0x2',
    eth_estimateGas: () => '0x186a0',
    eth_call: () => {
      throw new Error('execution reverted')
    },
    eth_sendRawTransaction: ([raw]) => {
      sent.push(parseTransaction(raw as Hex))
      return keccak256(raw as Hex)
    },
  }
  vi.stubGlobal('fetch', async (_input: unknown, init?: { body?: string }) => {
    const body = JSON.parse(String(init?.body ?? '{}'))
    const answer = answers[body.method]
    let result: object
    try {
      if (!answer) throw new Error(`${body.method} is not faked`)
      result = { result: answer(body.params ?? []) }
    } catch (error) {
      result = { error: { code: -32000, message: (error as Error).message } }
    }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id ?? 1, ...result }), {
      headers: { 'content-type': 'application/json' },
    })
  })
  const gate = createFakeGate()
  const owner = privateKeyToAccount(generatePrivateKey())
  const context: RpcContext = {
    account: owner,
    origin: 'https://app.example',
    chainId,
    rpcUrl: () => 'http://chain.test/v1/?chainId=1',
    doc: document,
    smartAccountChains: [1],
    gate: gate.gate,
    batches: createCallBatches(),
    delegation: { keyportDelegate: KEYPORT_DELEGATE, allow: [], anyChain: false, ...policy },
  }
  return {
    owner,
    context,
    gate,
    sent,
    answers,
    request: (method: string, params: unknown) => requestWithCard(context, gate, method, params),
  }
}

/** A session of `key` as KeyportDelegate's getSession answers it (for the undelegate tests). */
export function encodedSession(validUntil: number) {
  return encodeAbiParameters(
    [
      {
        type: 'tuple',
        components: [
          { type: 'uint48', name: 'validUntil' },
          { type: 'uint128', name: 'spendLimit' },
          { type: 'uint128', name: 'spent' },
          { type: 'address[]', name: 'targets' },
        ],
      },
    ],
    [{ validUntil, spendLimit: 0n, spent: 0n, targets: [] }],
  )
}
