import { apiErrorMessage, createI18n, KeyportError, type MessageParams } from '@keyport/kernel'
import { namesMessagesEn } from './messages.en.ts'

const english = createI18n({ messages: { en: namesMessagesEn } })

/** What went wrong, as the key of its text: `names.error.<code>`. */
export type NamesErrorCode = {
  [K in keyof typeof namesMessagesEn]: K extends `names.error.${infer C}` ? C : never
}[keyof typeof namesMessagesEn]

/**
 * Every error of the names plugin. `code` names the text (`names.error.<code>`); `shortMessage`
 * is the English text, or the API's first reason when the name service gave one (spec §8).
 *
 * @example
 * new NamesError('networkNotFound').shortMessage // 'Network not found'
 */
export class NamesError extends KeyportError {
  override name: string = 'NamesError'
  readonly code: NamesErrorCode

  constructor(
    code: NamesErrorCode,
    params: MessageParams = {},
    { cause, details }: { cause?: unknown; details?: string } = {},
  ) {
    const fallback = english.t(`names.error.${code}`, params)
    super(cause === undefined ? fallback : apiErrorMessage(cause, fallback), {
      cause,
      details,
      pluginId: 'names',
    })
    this.code = code
  }
}

/** Spec §5: a chain id of 2147483648 or more has no coin type. */
export class ChainIdInvalidError extends NamesError {
  override name = 'ChainIdInvalidError' as const
  constructor(chainId: number) {
    super('chainIdInvalid', {}, { details: `Chain id ${chainId} is not below 2147483648.` })
  }
}

/** Spec §8: the wallet refused to sign the registration message (EIP-1193 error 4001). */
export class SignatureDeclinedError extends NamesError {
  override name = 'SignatureDeclinedError' as const
  constructor(cause?: unknown) {
    super('signatureDeclined', {}, { cause })
  }
}

/**
 * Spec §4 and §8: any failure of a registration after its checks, as 'Error registering name
 * {name}' (or the name service's own reason, e.g. that the name is taken). `cause` is the failure.
 */
export class NameRegistrationError extends NamesError {
  override name = 'NameRegistrationError' as const
  constructor(name: string, cause: unknown) {
    super('register', { name }, { cause })
  }
}
