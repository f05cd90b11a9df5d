import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  checkRequestedDelegation,
  parseDelegationOption,
  parseRequestedDelegation,
} from './delegationPolicy.ts'

const keyport = getAddress('0x00000000000000000000000000000000000d1e6a')
const extra = getAddress('0x00000000000000000000000000000000000a110c')

describe('delegationPolicy', () => {
  test('parseDelegationOption keeps checksummed allow entries and anyChain; a malformed option allows nothing more', () => {
    expect(
      parseDelegationOption({ delegation: { allow: [extra.toLowerCase()], anyChain: true } }),
    ).toEqual({ allow: [extra], anyChain: true })
    expect(parseDelegationOption({ delegation: { allow: ['nope'] } })).toEqual({
      allow: [],
      anyChain: false,
    })
    expect(parseDelegationOption(undefined)).toEqual({ allow: [], anyChain: false })
  })

  test('parseRequestedDelegation takes address or contractAddress and a hex or number chain id', () => {
    expect(
      parseRequestedDelegation({ contractAddress: keyport.toLowerCase(), chainId: '0x1' }),
    ).toEqual({
      address: keyport,
      chainId: 1,
    })
    expect(parseRequestedDelegation({ address: keyport, nonce: 99 })).toEqual({ address: keyport })
    expect(() => parseRequestedDelegation({ chainId: 1 })).toThrow(
      'An authorization request needs the delegate address',
    )
  })

  test('checkRequestedDelegation: the current chain by default; the app’s additions are allowed', () => {
    const policy = {
      keyportDelegate: keyport,
      allow: [extra],
      anyChain: false,
    }
    expect(checkRequestedDelegation({ address: keyport }, policy, 8453)).toBe(8453)
    expect(checkRequestedDelegation({ address: extra, chainId: 1 }, policy, 1)).toBe(1)
    expect(() => checkRequestedDelegation({ address: extra }, { ...policy, allow: [] }, 1)).toThrow(
      `Delegation to ${extra} is not allowed by this app`,
    )
  })
})
