import { describe, expect, test } from 'vitest'
import { onrampNetworkName } from './onrampNetworkName.ts'

describe('onrampNetworkName', () => {
  test("behavior: spec §9's Coinbase-style names, and 'ethereum' for any other chain", () => {
    expect([1, 42161, 137, 80094, 43114, 10, 42220, 8453].map(onrampNetworkName)).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
    expect(onrampNetworkName(11155111)).toBe('ethereum')
    expect(onrampNetworkName(undefined)).toBe('ethereum')
  })
})
