import { KeyportError } from '@keyport/kernel'

const pluginId = 'siwx'

/** A SIWX call was made but the siwx plugin is not installed (spec section 8). */
export class SiwxNotEnabledError extends KeyportError {
  override name = 'SiwxNotEnabledError' as const
  constructor() {
    super('SIWX is not enabled', {
      details: 'Add siwxPlugin() to the plugins of createKeyport.',
      pluginId,
    })
  }
}

/** Sign-in was asked for while no account is connected (spec section 8). */
export class SiwxNoActiveCaipAddressError extends KeyportError {
  override name = 'SiwxNoActiveCaipAddressError' as const
  constructor() {
    super('No ActiveCaipAddress found', {
      details: 'Connect a wallet before signing in.',
      pluginId,
    })
  }
}

/** Sign-in was asked for while the wallet is on no chain the app supports (spec section 8). */
export class SiwxNoActiveCaipNetworkError extends KeyportError {
  override name = 'SiwxNoActiveCaipNetworkError' as const
  constructor() {
    super('No ActiveCaipNetwork or client found', {
      details: "Switch the wallet to one of the app's networks before signing in.",
      pluginId,
    })
  }
}

/** The connected wallet offers nothing to sign with (spec section 8). */
export class SiwxNoConnectionClientError extends KeyportError {
  override name = 'SiwxNoConnectionClientError' as const
  constructor(details = 'The connection has no wallet to sign with; reconnect the wallet.') {
    super('No ConnectionController client found', {
      details,
      pluginId,
    })
  }
}

/** The user declined the sign-in message in the wallet (spec section 8 toast). */
export class SiwxSignatureDeclinedError extends KeyportError {
  override name = 'SiwxSignatureDeclinedError' as const
  constructor(cause?: unknown) {
    super('Signature declined', { cause, pluginId })
  }
}

/** The wallet answered the sign request with something that is not a signature. */
export class SiwxSignatureInvalidError extends KeyportError {
  override name = 'SiwxSignatureInvalidError' as const
  constructor(details: string) {
    super('The wallet did not return a valid signature. Try again.', { details, pluginId })
  }
}

/** SIWX through a provider's authenticate call needs exactly one namespace, eip155 (spec section 5). */
export class SiwxNamespaceUnsupportedError extends KeyportError {
  override name = 'SiwxNamespaceUnsupportedError' as const
  constructor(namespaces: readonly string[]) {
    super('SIWX on the provider-authenticate path requires exactly one chain namespace (eip155).', {
      details: `The networks span: ${namespaces.join(', ') || 'no namespace'}.`,
      pluginId,
    })
  }
}

/** The sign-in could not be stored or verified (the data API refused it or did not answer). */
export class SiwxSessionFailedError extends KeyportError {
  override name = 'SiwxSessionFailedError' as const
  constructor(shortMessage: string, cause?: unknown) {
    super(shortMessage, { cause, pluginId })
  }
}

/**
 * The wallet's one-click sign-in (a WalletConnect CACAO) does not match what the app asked for:
 * another domain, URI, nonce, chain or account, or a signature that is not the account's.
 */
export class SiwxCacaoInvalidError extends KeyportError {
  override name = 'SiwxCacaoInvalidError' as const
  constructor(details: string) {
    super("The wallet's sign-in does not match this app's request. Try again.", {
      details,
      pluginId,
    })
  }
}
