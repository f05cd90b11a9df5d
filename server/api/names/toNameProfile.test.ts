import { nameProfileSchema } from '@keyport/names/schemas'
import { describe, expect, test } from 'vitest'
import { toNameProfile } from './toNameProfile.ts'

describe('toNameProfile', () => {
  test('behavior: the address is keyed by its coin type, times are unix seconds', () => {
    const profile = toNameProfile({
      name: 'alice.keyport.id',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      coinType: 60,
      attributes: { avatar: 'https://example.test/a.png' },
      createdAt: 1_700_000_000,
      updatedAt: 1_700_000_050,
    })
    expect(profile).toEqual({
      name: 'alice.keyport.id',
      registered: 1_700_000_000,
      updated: 1_700_000_050,
      addresses: { '60': { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } },
      attributes: { avatar: 'https://example.test/a.png' },
    })
    expect(nameProfileSchema.parse(profile)).toEqual(profile)
  })
})
