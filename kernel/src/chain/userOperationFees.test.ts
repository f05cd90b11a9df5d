import { createClient, custom } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { userOperationFees } from './userOperationFees'

const gwei = 1_000_000_000n

/** A node whose latest block has `baseFee` and which suggests `tip`. */
function node({ baseFee, tip }: { baseFee: bigint; tip: bigint }) {
  return createClient({
    chain: mainnet,
    transport: custom({
      async request({ method }: { method: string }) {
        if (method === 'eth_maxPriorityFeePerGas') return `0x${tip.toString(16)}`
        if (method === 'eth_getBlockByNumber')
          return { baseFeePerGas: `0x${baseFee.toString(16)}`, number: '0x10', transactions: [] }
        throw new Error(`unexpected ${method}`)
      },
    }),
  })
}

describe('userOperationFees', () => {
  it('keeps the suggested priority fee and leaves room for the base fee to double and more', async () => {
    const fees = await userOperationFees(node({ baseFee: 10n * gwei, tip: 2n * gwei }))
    expect(fees.maxPriorityFeePerGas).toBe(2n * gwei)
    // viem's base part is 1.2 × 10 gwei; doubled: 24 gwei, plus the tip.
    expect(fees.maxFeePerGas).toBe(26n * gwei)
  })

  it('does not grow when the node suggests what the last operation paid (no feedback loop)', async () => {
    let tip = 1n * gwei
    for (let round = 0; round < 5; round++)
      tip = (await userOperationFees(node({ baseFee: 7n, tip }))).maxPriorityFeePerGas
    expect(tip).toBe(1n * gwei)
  })
})
