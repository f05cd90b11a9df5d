import { createToken } from '@keyport/kernel'
import type { EmbeddedWallet } from './services/createEmbeddedWallet.ts'

/** The embedded wallet service (login, RPC through the secure frame). */
export const embeddedWalletToken = createToken<EmbeddedWallet>('email-social.wallet')

/** Which social providers the Connect view offers, after the Telegram rules. */
export const socialOptionsToken = createToken<{ frameUrl: string }>('email-social.options')
