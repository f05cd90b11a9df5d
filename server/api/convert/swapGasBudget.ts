import type { SwapPlan } from './planSwap.ts'

// Above what a two-hop router02 swap takes, well below a block; wrapping is one WETH9 call.
const budget = { router: 300_000n, wrap: 80_000n }

/**
 * The gas a swap is given when it is not estimated (the approval is not mined yet), and what a
 * quote's `fee` is priced at: an upper bound, so a quoted fee is never below the real one.
 *
 * @example
 * swapGasBudget({ kind: 'router', path, toAmount }) // 300000n
 */
export function swapGasBudget(plan: Pick<SwapPlan, 'kind'>): bigint {
  return plan.kind === 'router' ? budget.router : budget.wrap
}
