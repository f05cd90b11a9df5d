import { ApiError } from '../http/ApiError.ts'

/** The card the sandbox checkout suggests; any valid card number is accepted. */
export const SANDBOX_TEST_CARD = '4242 4242 4242 4242'

/** A card number the sandbox always declines, to try the failure path. */
export const SANDBOX_DECLINED_CARD = '4000 0000 0000 0002'

export type SandboxCard = { cardNumber?: string; cardExpiry?: string; cardCvc?: string }

/** The Luhn checksum every card number carries. */
function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * Checks the fake card of a sandbox checkout paid by card: a card number (12 to 19 digits with a
 * valid checksum), an expiry MM/YY not in the past, a CVC of 3 or 4 digits. Nothing is charged;
 * the checks only make the page behave like a real one. A 400 names the field to fix; the
 * declined test card is a 402.
 *
 * @example
 * checkSandboxCard({ cardNumber: '4242 4242 4242 4242', cardExpiry: '12/34', cardCvc: '123' }, Date.now())
 */
export function checkSandboxCard(card: SandboxCard, now: number): void {
  const digits = (card.cardNumber ?? '').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    throw new ApiError(
      400,
      'invalid_card',
      `Enter a valid card number. This sandbox charges nothing: use the test card ${SANDBOX_TEST_CARD}.`,
    )
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.cardExpiry?.trim() ?? '')
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12)
    throw new ApiError(400, 'invalid_card_expiry', 'Enter the card expiry as MM/YY, like 12/30.')
  const today = new Date(now)
  const year = 2000 + Number(expiry[2])
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1)
    throw new ApiError(400, 'card_expired', 'This card has expired. Use another card.')
  if (!/^\d{3,4}$/.test(card.cardCvc?.trim() ?? ''))
    throw new ApiError(400, 'invalid_card_cvc', 'Enter the 3 or 4 digit security code (CVC).')
  if (digits === SANDBOX_DECLINED_CARD.replaceAll(' ', ''))
    throw new ApiError(
      402,
      'card_declined',
      'The card was declined; nothing was charged or sent. Try another card.',
    )
}
