import type { OAuthProvider } from '@keyport/kernel'

declare module '@keyport/kernel' {
  interface KeyportViews {
    EmailLogin: undefined
    EmailVerifyOtp: { email: string }
    EmailVerifyDevice: { email: string }
    ConnectSocials: undefined
    ConnectingSocial: { provider: OAuthProvider }
    ConnectingFarcaster: undefined
    UpdateEmail: undefined
    ApproveTransaction: undefined
  }
}
