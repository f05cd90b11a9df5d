import type { OAuthProvider } from '@keyport/kernel'

declare module '@keyport/kernel' {
  interface KeyportEvents {
    /** The user saw the embedded wallet's private key in the frame's export window. */
    'email-social:wallet-exported': Record<string, never>
  }
  interface KeyportViews {
    EmailLogin: undefined
    EmailVerifyOtp: { email: string }
    EmailVerifyDevice: { email: string }
    ConnectSocials: undefined
    ConnectingSocial: { provider: OAuthProvider }
    ConnectingFarcaster: undefined
    UpdateEmail: undefined
    ApproveTransaction: undefined
    ExportWallet: undefined
    SessionPermissions: undefined
  }
}
