// The Solana half of a send (@solana/kit and the System and Token programs), loaded with the
// first preview on a Solana network: see createSendFlow.
export { createSolanaSendChain } from './createSolanaSendChain.ts'
export { prepareSolanaSend } from './prepareSolanaSend.ts'
export { submitSolanaSend } from './submitSolanaSend.ts'
