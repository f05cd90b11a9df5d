import { useObservable, useService } from '@keyport/kernel/react'
import { use } from 'react'
import type { SendFlow, SendFlowState } from '../services/createSendFlow.ts'
import { sendFlowToken } from '../tokens.ts'

/**
 * The send in progress and the flow that drives it. The first call suspends until the flow's
 * code has loaded (the view's Suspense shows the spinner).
 *
 * @example
 * const { state, flow } = useSendFlow()
 * flow.update({ amount: '0.5' })
 */
export function useSendFlow(): { state: SendFlowState; flow: SendFlow } {
  const flow = use(useService(sendFlowToken).load())
  const state = useObservable(flow.state$, () => flow.state)
  return { state, flow }
}
