import { createI18n, KeyportError, type MessageParams } from '@keyport/kernel'
import { sendReceiveMessagesEn } from './messages.en.ts'

/** What went wrong, as the key of its text: `send.error.<code>`. */
export type SendErrorCode = {
  [K in keyof typeof sendReceiveMessagesEn]: K extends `send.error.${infer C}` ? C : never
}[keyof typeof sendReceiveMessagesEn]

/** Which field of the send form an error belongs to; 'send' for the sending itself. */
export type SendErrorField = 'token' | 'amount' | 'recipient' | 'send'

const english = createI18n({ messages: { en: sendReceiveMessagesEn } })

const fieldOf = (code: SendErrorCode): SendErrorField => {
  if (code === 'tokenMissing') return 'token'
  if (code.startsWith('amount') || code.startsWith('fee')) return 'amount'
  if (code.startsWith('recipient') || code.startsWith('name')) return 'recipient'
  return 'send'
}

/**
 * Every error of the send flow. `code` names the text (`send.error.<code>`), `params` fill it,
 * `field` says which input it is about; `shortMessage` is the English text.
 *
 * @example
 * new SendError('amountDecimals', { symbol: 'USDC', decimals: 6 }).shortMessage
 * // 'USDC has at most 6 decimals.'
 */
export class SendError extends KeyportError {
  override name: string = 'SendError'
  readonly code: SendErrorCode
  readonly params: MessageParams
  readonly field: SendErrorField

  constructor(
    code: SendErrorCode,
    params: MessageParams = {},
    { cause, details }: { cause?: unknown; details?: string } = {},
  ) {
    super(english.t(`send.error.${code}`, params), { cause, details, pluginId: 'send-receive' })
    this.code = code
    this.params = params
    this.field = fieldOf(code)
  }
}

/** Spec §8: the wallet refused to sign (EIP-1193 error 4001). */
export class SignatureDeclinedError extends SendError {
  override name = 'SignatureDeclinedError' as const
  constructor(cause?: unknown) {
    super('signatureDeclined', {}, { cause })
  }
}

/** Spec §5: a transaction hash is 0x followed by 64 hex characters. */
export class TransactionHashInvalidError extends SendError {
  override name = 'TransactionHashInvalidError' as const
  constructor(received: unknown) {
    super(
      'hashInvalid',
      {},
      { details: `Expected 0x followed by 64 hex characters, got ${JSON.stringify(received)}.` },
    )
  }
}
