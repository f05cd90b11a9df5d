import { KeyportError } from '@keyport/kernel'

/** Spec section 5: a new login email within 30 s of the last. */
export class EmailCooldownError extends KeyportError {
  override name = 'EmailCooldownError' as const
  constructor(readonly seconds: number) {
    super(`Please try again after ${seconds} seconds`, { pluginId: 'email-social' })
  }
}

/** An EIP-1193 error from the embedded wallet: `code` 4001 declined, 4200 not allowed. */
export class EmbeddedWalletRpcError extends KeyportError {
  override name = 'EmbeddedWalletRpcError' as const
  constructor(
    shortMessage: string,
    readonly code: number,
    cause?: unknown,
  ) {
    super(shortMessage, { cause, pluginId: 'email-social' })
  }
}

/** Spec section 8: the embedded wallet could not start after a login. */
export class AuthInitializationError extends KeyportError {
  override name = 'AuthInitializationError' as const
  constructor(cause?: unknown) {
    super('A problem occurred while trying initialize authentication', {
      cause,
      pluginId: 'email-social',
    })
  }
}
