import { describe, expect, test } from 'vitest'
import { SendError } from '../errors.ts'
import { parseRecipient } from './parseRecipient.ts'

const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const codeOf = (text: string) => {
  try {
    parseRecipient(text)
  } catch (error) {
    if (error instanceof SendError) return error.code
    throw error
  }
  return 'accepted'
}

describe('parseRecipient', () => {
  test.each([
    [checksummed, checksummed],
    [checksummed.toLowerCase(), checksummed],
    [`0x${checksummed.slice(2).toUpperCase()}`, checksummed],
    [`  ${checksummed}  `, checksummed],
  ])('behavior: the address %s reads as %s', (text, address) => {
    expect(parseRecipient(text)).toEqual({ type: 'address', address })
  })

  test('behavior: a .keyport.id name is kept, lower-cased, to resolve later', () => {
    expect(parseRecipient(' Alice-01.Keyport.ID ')).toEqual({
      type: 'name',
      name: 'alice-01.keyport.id',
    })
  })

  test.each([
    ['', 'recipientMissing'],
    ['0x1234', 'recipientInvalid'],
    [`${checksummed}00`, 'recipientInvalid'],
    ['0xZZ997970C51812dc3A010C7d01b50e0d17dc79C8', 'recipientInvalid'],
    // One letter's case flipped: the EIP-55 checksum catches the typo.
    ['0x70997970c51812dc3A010C7d01b50e0d17dc79C8', 'recipientChecksum'],
    ['0x0000000000000000000000000000000000000000', 'recipientZero'],
    ['alice', 'recipientInvalid'],
    ['alice.eth', 'recipientInvalid'],
    ['bob.keyport.id', 'recipientInvalid'],
    ['al ce.keyport.id', 'recipientInvalid'],
    ['.keyport.id', 'recipientInvalid'],
  ])('behavior: %j is refused with %s', (text, code) => {
    expect(codeOf(text)).toBe(code)
  })

  test('behavior: each refusal has a message that says what to type', () => {
    expect(() => parseRecipient('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toThrow(
      'This address has a checksum error. Check it for typos.',
    )
    expect(() => parseRecipient('nope')).toThrow(
      'Enter an address (0x and 40 hex characters) or a name ending in .keyport.id.',
    )
  })
})
