import type { Transport } from 'viem'

/**
 * The margin added to a bundler's `callGasLimit` estimate: a quarter more, plus 30,000 gas.
 *
 * Why: the bundler estimates against the latest block, and the operation runs in a later one. A
 * call whose cost depends on the block (a Uniswap-v2 pair writes its cumulative prices only when
 * the block's timestamp moved since its last trade) can then need more than the estimate, and an
 * operation that runs out of gas reverts after its fee is paid. Unused call gas costs little: the
 * EntryPoint keeps 10% of it beyond 40,000 gas.
 */
export function callGasWithMargin(estimate: bigint): bigint {
  return estimate + estimate / 4n + 30_000n
}

type Estimate = { callGasLimit?: unknown } & Record<string, unknown>

/**
 * Wraps a bundler's transport so that `eth_estimateUserOperationGas` answers carry the call-gas
 * margin; every other request passes unchanged. Wrapping the transport (rather than the operation)
 * keeps the order viem's `prepareUserOperation` needs: the margin is in the limits before the
 * paymaster signs them.
 *
 * @example
 * createBundlerClient({ client, transport: withCallGasMargin(http(url)) })
 */
export function withCallGasMargin<T extends Transport>(inner: T): T {
  const wrapped: Transport = (options) => {
    const transport = inner(options)
    return {
      ...transport,
      request: (async (args, requestOptions) => {
        const answer: unknown = await transport.request(args, requestOptions)
        if (args.method !== 'eth_estimateUserOperationGas') return answer
        const estimate = answer as Estimate
        if (typeof estimate?.callGasLimit !== 'string') return answer
        const padded = callGasWithMargin(BigInt(estimate.callGasLimit))
        return { ...estimate, callGasLimit: `0x${padded.toString(16)}` }
      }) as typeof transport.request,
    }
  }
  return wrapped as T
}
