/** What the fee hook reads: viem's public client (`client.estimateFeesPerGas()`) fits. */
export type FeeEstimator = {
  estimateFeesPerGas(): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }>
}

/**
 * The fees of a user operation: room for the base fee to double, and the node's suggested
 * priority fee as it is. Give it to a bundler client as `userOperation.estimateFeesPerGas`.
 *
 * Why not viem's default: without this hook viem doubles BOTH fees. The bundler then pays about
 * that priority fee for its bundle, the node suggests the priority fees it just saw, and the next
 * operation doubles that again: on a chain where bundles are most of the traffic (a local anvil),
 * the priority fee doubled with every bundle, from 1 gwei to 76 gwei in six, until operations cost
 * more than a sponsor's daily cap. Only the base fee can rise under an operation's feet; the tip
 * the market asks is what the bundler checks.
 *
 * @example
 * createBundlerClient({ client, transport, userOperation: { estimateFeesPerGas: () => userOperationFees(client) } })
 */
export async function userOperationFees(client: FeeEstimator) {
  const fees = await client.estimateFeesPerGas()
  // viem's estimate is 1.2 × base fee + tip: the base part is doubled, the tip kept.
  const baseRoom = fees.maxFeePerGas - fees.maxPriorityFeePerGas
  return {
    maxFeePerGas: 2n * baseRoom + fees.maxPriorityFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  }
}
