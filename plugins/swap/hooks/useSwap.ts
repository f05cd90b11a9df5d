import { useObservable, usePromise, useService } from '@keyport/kernel/react'
import type { SwapService, SwapState } from '../services/createSwapService.ts'
import { swapServiceToken } from '../tokens.ts'

/**
 * The swap service and its state, for the swap views. The first call suspends until the
 * service's code has loaded (the view's Suspense shows the spinner).
 *
 * @example
 * const { swap, state } = useSwap()
 * swap.setAmount('10')
 */
export function useSwap(): { swap: SwapService; state: SwapState } {
  const swap = usePromise(useService(swapServiceToken).load())
  const state = useObservable(swap.state$, () => swap.state)
  return { swap, state }
}
