import { useObservable, usePromise, useService } from '@keyport/kernel/react'
import type { OnrampService, OnrampState } from '../services/createOnrampService.ts'
import { onrampServiceToken } from '../tokens.ts'

/**
 * The on-ramp service and its state, for the on-ramp views. The first call suspends until the
 * service's code has loaded.
 *
 * @example
 * const { onramp, state } = useOnramp()
 * onramp.setAmount('100')
 */
export function useOnramp(): { onramp: OnrampService; state: OnrampState } {
  const onramp = usePromise(useService(onrampServiceToken).load())
  const state = useObservable(onramp.state$, () => onramp.state)
  return { onramp, state }
}
