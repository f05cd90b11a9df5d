import { getAddress, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { parseGrantRequest } from '../../server/frame/page/smartSessions/parseGrantRequest.ts'
import { sessionGrantRequest, sessionTerms, utcMinute } from './sessionKeys'

describe('sessionGrantRequest', () => {
  test('behavior: the frame grants the page-made key one target, 0.05 ETH and the expiry', () => {
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const target = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    const now = 1_700_000_000
    const request = sessionGrantRequest({
      chainId: '0x1',
      sessionKey,
      target,
      expiry: now + sessionTerms.lifetimeSeconds,
    })
    const { grant } = parseGrantRequest({
      request,
      chainId: 1,
      account: '0x00000000000000000000000000000000000A11CE',
      entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      now,
    })
    expect(grant).toEqual({
      key: sessionKey.address,
      targets: [getAddress(target)],
      spendLimit: parseEther('0.05'),
      validUntil: now + 15 * 60,
    })
  })
})

describe('utcMinute', () => {
  test('behavior: the minute in UTC, as the card and the App permissions view write it', () => {
    expect(utcMinute(1_700_000_000)).toBe('2023-11-14 22:13 UTC')
  })
})
