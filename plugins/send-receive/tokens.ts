import { createToken, type LazyService } from '@keyport/kernel'
import type { SendFlow } from './services/createSendFlow.ts'

/**
 * The send flow, loaded on first use: its code stays out of the host page's first bundle until
 * a send view opens (`useSendFlow` suspends until then).
 */
export type SendFlowLoader = LazyService<SendFlow>

export const sendFlowToken = createToken<SendFlowLoader>('send-receive.flow')
