import { createToken } from '@keyport/kernel'
import type { EmbeddedWallet } from './services/createEmbeddedWallet.ts'

/** The embedded wallet service (login, RPC through the secure frame). */
export const embeddedWalletToken = createToken<EmbeddedWallet>('email-social.wallet')

/** The frame site and project the social and export popups open on. */
export const socialOptionsToken = createToken<{ frameUrl: string; projectId: string }>(
  'email-social.options',
)
