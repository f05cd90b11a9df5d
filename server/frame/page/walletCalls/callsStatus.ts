import type { Hex } from 'viem'
import type { CallBatches } from './createCallBatches.ts'
import { RpcCodeError, WALLET_CALLS_CODES } from './rpcCodeError.ts'

/** Internal call-batch ids: `userop:<hash>` for a smart account, `tx:<hash>,…` for the EOA. */
export const USEROP_PREFIX = 'userop:'
export const TX_PREFIX = 'tx:'
const USEROP_ID = /^userop:0x[0-9a-fA-F]{64}$/
const TX_ID = /^tx:0x[0-9a-fA-F]{64}(,0x[0-9a-fA-F]{64}){0,99}$/

type RpcReceipt = {
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}
const receiptOf = (raw: RpcReceipt) => ({
  logs: raw.logs.map(({ address, data, topics }) => ({ address, data, topics })),
  status: raw.status,
  blockHash: raw.blockHash,
  blockNumber: raw.blockNumber,
  gasUsed: raw.gasUsed,
  transactionHash: raw.transactionHash,
})

export type CallsStatusParameters = {
  id: unknown
  batches: CallBatches
  /** The chain the frame is on: a well-formed internal id this page did not hand out is read there. */
  chainId: number
  /** One JSON-RPC call to a chain's endpoint. */
  rpc: (chainId: number, method: string, params: unknown[]) => Promise<unknown>
}

/**
 * EIP-5792 v2 `wallet_getCallsStatus`: `version`, `id`, `chainId`, `atomic`, `status` (100 pending,
 * 200 confirmed, 500 reverted, 600 partly reverted) and the receipts once included. The id is the
 * app's own or the internal one `wallet_sendCalls` answered; anything else answers 5730.
 *
 * @example
 * await callsStatus({ id: 'order-1', batches, chainId: 1, rpc })
 * // { version: '2.0.0', id: 'order-1', chainId: '0x1', atomic: true, status: 200, receipts: [...] }
 */
export async function callsStatus({ id, batches, chainId, rpc }: CallsStatusParameters) {
  if (typeof id !== 'string')
    throw new RpcCodeError(
      'wallet_getCallsStatus needs a call batch id',
      WALLET_CALLS_CODES.invalidParams,
    )
  const known = batches.find(id)
  const internal = known?.internal ?? id
  const chain = known?.chainId ?? chainId
  const base = { version: '2.0.0', id, chainId: `0x${chain.toString(16)}` }
  if (USEROP_ID.test(internal)) {
    const answer = (await rpc(chain, 'eth_getUserOperationReceipt', [
      internal.slice(USEROP_PREFIX.length),
    ])) as { success: boolean; receipt: RpcReceipt } | null
    if (!answer) return { ...base, atomic: true, status: 100 }
    return {
      ...base,
      atomic: true,
      status: answer.success ? 200 : 500,
      receipts: [receiptOf(answer.receipt)],
    }
  }
  if (TX_ID.test(internal)) {
    const hashes = internal.slice(TX_PREFIX.length).split(',')
    const receipts = (await Promise.all(
      hashes.map((hash) => rpc(chain, 'eth_getTransactionReceipt', [hash])),
    )) as (RpcReceipt | null)[]
    const atomic = hashes.length === 1
    if (receipts.some((receipt) => !receipt)) return { ...base, atomic, status: 100 }
    const ok = receipts.filter((receipt) => receipt?.status === '0x1').length
    const status = ok === receipts.length ? 200 : ok === 0 ? 500 : 600
    return { ...base, atomic, status, receipts: receipts.map((r) => receiptOf(r!)) }
  }
  throw new RpcCodeError(`Unknown call batch ${id.slice(0, 80)}`, WALLET_CALLS_CODES.unknownId)
}
