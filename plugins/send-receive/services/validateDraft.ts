import { parseUnits } from 'viem/utils'
import { SendError } from '../errors.ts'
import { parseRecipient } from './parseRecipient.ts'
import { parseSendAmount } from './parseSendAmount.ts'
import type { SendDraft } from './prepareSend.ts'
import { parseSolanaRecipient } from './solana/parseSolanaRecipient.ts'

export type DraftErrors = { token?: SendError; amount?: SendError; recipient?: SendError }

/**
 * The checks that need no network, for showing while the user types: a token is chosen, the
 * amount is a positive number within the token's decimals and the listed balance, the recipient
 * is a valid address or name (on Solana a base58 address: names are eip155 only). The preview
 * repeats them against the chain.
 *
 * @example
 * validateDraft({ token: usdc, amount: '0', recipient: '0x12' })
 * // { amount: SendError('amountZero'), recipient: SendError('recipientInvalid') }
 */
export function validateDraft(
  { token, amount, recipient }: SendDraft,
  namespace: 'eip155' | 'solana' = 'eip155',
): DraftErrors {
  const errors: DraftErrors = {}
  const attempt = (field: keyof DraftErrors, check: () => unknown) => {
    try {
      check()
    } catch (error) {
      if (!(error instanceof SendError)) throw error
      errors[field] = error
    }
  }
  if (!token) errors.token = new SendError('tokenMissing')
  else
    attempt('amount', () => {
      // An unknown or unreadable listed balance leaves the check to the preview, on chain.
      let balance: bigint | undefined
      try {
        balance =
          token.balance === undefined ? undefined : parseUnits(token.balance, token.decimals)
      } catch {
        balance = undefined
      }
      parseSendAmount({ text: amount, symbol: token.symbol, decimals: token.decimals, balance })
    })
  attempt('recipient', () =>
    namespace === 'solana' ? parseSolanaRecipient(recipient) : parseRecipient(recipient),
  )
  return errors
}
