import { KeyportError } from '@keyport/kernel'

const pluginId = 'onramp'

/** The amount to pay is missing, not a number, or outside the payment method's limits. */
export class OnrampAmountInvalidError extends KeyportError {
  override name = 'OnrampAmountInvalidError' as const
  constructor(shortMessage: string, details?: string) {
    super(shortMessage, { details, pluginId })
  }
}

/** The provider's checkout URL could not be made. */
export class OnrampUrlFailedError extends KeyportError {
  override name = 'OnrampUrlFailedError' as const
  constructor(details?: string, cause?: unknown) {
    super('The provider could not be opened. Try again.', { details, cause, pluginId })
  }
}

/** No wallet is connected, or its chain namespace is one no provider serves. */
export class OnrampUnavailableError extends KeyportError {
  override name = 'OnrampUnavailableError' as const
  constructor(shortMessage = 'Connect a wallet to buy crypto.') {
    super(shortMessage, { pluginId })
  }
}
