import { describe, expect, it } from 'vitest'
import { userOperationFees } from './userOperationFees'

const gwei = 1_000_000_000n

/** A node estimate as viem's client gives it: 1.2 × `baseFee` + `tip`, and the `tip`. */
const node = ({ baseFee, tip }: { baseFee: bigint; tip: bigint }) => ({
  estimateFeesPerGas: async () => ({
    maxFeePerGas: (baseFee * 12n) / 10n + tip,
    maxPriorityFeePerGas: tip,
  }),
})

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
