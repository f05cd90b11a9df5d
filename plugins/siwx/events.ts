import type { CaipNetworkId } from './message/SiwxMessageData.ts'

declare module '@keyport/kernel' {
  interface KeyportEvents {
    /** A signature added a session (the tracked success, like AppKit's SIWX_AUTH_SUCCESS). */
    'siwx:signed-in': { address: string; chainId: CaipNetworkId; sessionId?: string }
    /** The user declined the message in the wallet. */
    'siwx:declined': { address: string; chainId: CaipNetworkId }
    /** Sign-in failed for another reason; `message` is what the user saw. */
    'siwx:failed': { message: string }
    /** The user cancelled the sign-in view; with `required` that disconnected the wallet. */
    'siwx:cancelled': { required: boolean }
    /** The account's sessions were removed (sign-out or disconnect). */
    'siwx:signed-out': { address: string }
  }
  interface KeyportViews {
    SIWXSignMessage: undefined
  }
}
