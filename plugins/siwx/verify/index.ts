// For host backends: checking a session token. No kernel, no React, no DOM.
export type { Session } from '../schemas.ts'
export {
  type VerifySiwxSessionParameters,
  type VerifySiwxSessionReturnType,
  verifySiwxSession,
} from './verifySiwxSession.ts'
