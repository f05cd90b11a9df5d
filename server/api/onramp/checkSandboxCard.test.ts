import { describe, expect, test } from 'vitest'
import { checkSandboxCard } from './checkSandboxCard.ts'

const now = Date.UTC(2026, 5, 15)
const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '06/26', cardCvc: '123' }

describe('checkSandboxCard', () => {
  test('behavior: a valid test card, this month or later, passes', () => {
    expect(() => checkSandboxCard(card, now)).not.toThrow()
    expect(() =>
      checkSandboxCard(
        { cardNumber: '5555-5555-5555-4444', cardExpiry: '01/30', cardCvc: '1234' },
        now,
      ),
    ).not.toThrow()
  })

  test.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 400, 'Enter a valid card number'],
    [{ cardNumber: '' }, 400, 'Enter a valid card number'],
    [{ cardNumber: 'abcd' }, 400, 'Enter a valid card number'],
    [{ cardExpiry: '13/30' }, 400, 'Enter the card expiry as MM/YY'],
    [{ cardExpiry: '5/2030' }, 400, 'Enter the card expiry as MM/YY'],
    [{ cardExpiry: '05/26' }, 400, 'This card has expired'],
    [{ cardCvc: '12' }, 400, 'Enter the 3 or 4 digit security code'],
    [{ cardNumber: '4000 0000 0000 0002' }, 402, 'The card was declined'],
  ])('behavior: %o is refused (%i: %s)', (change, status, reason) => {
    expect(() => checkSandboxCard({ ...card, ...change }, now)).toThrow(
      expect.objectContaining({ status, message: expect.stringContaining(reason) }),
    )
  })
})
