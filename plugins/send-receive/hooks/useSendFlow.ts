import { useObservable, useService } from '@keyport/kernel/react'
import type { SendFlow, SendFlowState } from '../services/createSendFlow.ts'
import { sendFlowToken } from '../tokens.ts'

/**
 * The send in progress and the flow that drives it.
 *
 * @example
 * const { state, flow } = useSendFlow()
 * flow.update({ amount: '0.5' })
 */
export function useSendFlow(): { state: SendFlowState; flow: SendFlow } {
  const flow = useService(sendFlowToken)
  const state = useObservable(flow.state$, () => flow.state)
  return { state, flow }
}
