import { type Hex, isAddress, isHex } from 'viem'

export type Call = { to: Hex; value?: bigint; data?: Hex }

/**
 * The calls of a `wallet_sendCalls` request (EIP-5792), checked before the approval card shows
 * them: spec section 5, a target must be a 0x address and data, when present, 0x hex; a value is
 * a hex quantity. Anything else is refused with the call's position, so a malformed batch never
 * reaches the card or the chain half-read.
 *
 * @example
 * readCalls([{ calls: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }] }])
 * // → [{ to: '0x7099…', value: 1n, data: undefined }]
 */
export function readCalls(params: unknown): Call[] {
  const [request] = Array.isArray(params) ? params : []
  const calls = (request as { calls?: unknown } | undefined)?.calls
  if (!Array.isArray(calls) || calls.length === 0) throw new Error('wallet_sendCalls needs calls')
  return calls.map((raw, index) => {
    const call = (raw ?? {}) as { to?: unknown; value?: unknown; data?: unknown }
    const where = `Call ${index + 1}`
    if (!call.to) throw new Error(`${where} needs a "to" address`)
    if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false }))
      throw new Error(`${where}: "to" must be a 0x address`)
    if (call.data !== undefined && (typeof call.data !== 'string' || !isHex(call.data)))
      throw new Error(`${where}: "data" must be 0x hex`)
    if (call.value !== undefined && (typeof call.value !== 'string' || !isHex(call.value)))
      throw new Error(`${where}: "value" must be a 0x hex quantity`)
    return {
      to: call.to,
      value: call.value ? BigInt(call.value) : undefined,
      data: call.data as Hex | undefined,
    }
  })
}
