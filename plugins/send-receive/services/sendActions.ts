// The heavy half of a send (viem, zod), loaded with the first preview: see createSendFlow.
export { createSendChain } from './createSendChain.ts'
export { prepareSend } from './prepareSend.ts'
export { submitSend } from './submitSend.ts'
