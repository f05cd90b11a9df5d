import type { ConnectMethod } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import { type ConnectMethodsOrderParameters, connectMethodsOrder } from './connectMethodsOrder.ts'

describe('connectMethodsOrder', () => {
  test.each<[string, ConnectMethodsOrderParameters, ConnectMethod[]]>([
    [
      'a wallet is shown: wallet, email, social',
      { walletShown: true },
      ['wallet', 'email', 'social'],
    ],
    [
      'no wallet shown: the constant email, social, wallet',
      { walletShown: false },
      ['email', 'social', 'wallet'],
    ],
    [
      'the host order wins with a wallet',
      { walletShown: true, override: ['social', 'wallet', 'email'] },
      ['social', 'wallet', 'email'],
    ],
    [
      'the host order wins without a wallet',
      { walletShown: false, override: ['wallet', 'social'] },
      ['wallet', 'social'],
    ],
    [
      'a repeated method counts once',
      { walletShown: true, override: ['email', 'email', 'wallet'] },
      ['email', 'wallet'],
    ],
    [
      'email switched off is left out',
      { walletShown: true, disabled: { email: true } },
      ['wallet', 'social'],
    ],
    [
      'socials switched off are left out',
      { walletShown: false, disabled: { social: true } },
      ['email', 'wallet'],
    ],
  ])('behavior: %s', (_, parameters, expected) => {
    expect(connectMethodsOrder(parameters)).toEqual(expected)
  })
})
