import { describe, expect, test } from 'vitest'
import { eth, recipient, usdc } from '../testing/fakeSend.ts'
import { sol, solanaRecipient } from '../testing/fakeSolanaSend.ts'
import { validateDraft } from './validateDraft.ts'

const codes = (errors: ReturnType<typeof validateDraft>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.code]))

describe('validateDraft', () => {
  test('behavior: a complete draft within the listed balance has no errors', () => {
    expect(validateDraft({ token: usdc, amount: '100', recipient })).toEqual({})
  })

  test('behavior: each field reports its own mistake', () => {
    expect(codes(validateDraft({ amount: '', recipient: '' }))).toEqual({
      token: 'tokenMissing',
      recipient: 'recipientMissing',
    })
    expect(codes(validateDraft({ token: usdc, amount: '100.5', recipient: 'x' }))).toEqual({
      amount: 'amountAboveBalance',
      recipient: 'recipientInvalid',
    })
    expect(codes(validateDraft({ token: eth, amount: '0', recipient }))).toEqual({
      amount: 'amountZero',
    })
  })

  test('behavior: an unknown or unreadable listed balance leaves the balance to the chain', () => {
    const unknown = { ...eth, balance: undefined }
    expect(validateDraft({ token: unknown, amount: '5000', recipient })).toEqual({})
    const garbled = { ...eth, balance: 'lots' }
    expect(validateDraft({ token: garbled, amount: '5000', recipient })).toEqual({})
  })

  test('behavior: on Solana the recipient must be base58: a 0x address or a name is refused', () => {
    expect(
      validateDraft({ token: sol, amount: '1', recipient: solanaRecipient }, 'solana'),
    ).toEqual({})
    for (const typed of [recipient, 'alice.keyport.id'])
      expect(
        validateDraft({ token: sol, amount: '1', recipient: typed }, 'solana').recipient
          ?.shortMessage,
      ).toBe('Enter a Solana address: 32 to 44 base58 characters (no 0, O, I or l).')
    expect(codes(validateDraft({ token: sol, amount: '1', recipient: ' ' }, 'solana'))).toEqual({
      recipient: 'recipientMissing',
    })
  })
})
