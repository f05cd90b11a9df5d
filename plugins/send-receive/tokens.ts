import { createToken } from '@keyport/kernel'
import type { SendFlow } from './services/createSendFlow.ts'

export const sendFlowToken = createToken<SendFlow>('send-receive.flow')
