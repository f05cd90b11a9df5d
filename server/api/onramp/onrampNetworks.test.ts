import { describe, expect, test } from 'vitest'
import type { ApiChain } from '../ApiDeps.ts'
import { onrampNetworkName, resolveOnrampNetwork } from './onrampNetworks.ts'

const chains = new Map([
  [1, {} as ApiChain],
  [8453, {} as ApiChain],
])

describe('resolveOnrampNetwork', () => {
  test.each([
    ['base', 8453],
    ['Base', 8453],
    ['eip155:8453', 8453],
    ['1', 1],
    [undefined, 1],
  ])('behavior: %s is chain %i', (given, chainId) => {
    expect(resolveOnrampNetwork(given, chains)).toMatchObject({ chainId })
  })

  test.each(['polygon', 'eip155:10', 'mars', ''])(
    'behavior: %j is a 400 listing the networks to use',
    (given) => {
      expect(() => resolveOnrampNetwork(given, chains)).toThrow('Use one of: ethereum, base.')
    },
  )
})

describe('onrampNetworkName', () => {
  test('behavior: Coinbase names where they exist, CAIP-2 otherwise', () => {
    expect([onrampNetworkName(1), onrampNetworkName(8453), onrampNetworkName(31337)]).toEqual([
      'ethereum',
      'base',
      'eip155:31337',
    ])
  })
})
