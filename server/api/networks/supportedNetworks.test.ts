import { describe, expect, test } from 'vitest'
import type { ApiChain } from '../ApiDeps.ts'
import { isSupportedChain, specEip155ChainIds, unsupportedReason } from './supportedNetworks.ts'

const deps = {
  chains: new Map([
    [1, {} as ApiChain],
    [31337, {} as ApiChain],
  ]),
}

describe('isSupportedChain', () => {
  test("behavior: spec §9's 24 eip155 networks and the served chains are supported; others are not", () => {
    expect(specEip155ChainIds).toHaveLength(24)
    expect(new Set(specEip155ChainIds).size).toBe(24)
    for (const chainId of [1, 137, 8453, 1313161555, 7777777, 999, 31337])
      expect(isSupportedChain(chainId, deps)).toBe(true)
    for (const chainId of [55, 250, 12345, 0]) expect(isSupportedChain(chainId, deps)).toBe(false)
  })
})

describe('unsupportedReason', () => {
  test('behavior: tells an unsupported network from a supported one without a node here', () => {
    expect(unsupportedReason(12345, deps)).toBe(
      'chain 12345 is not a supported network (served: 1, 31337).',
    )
    expect(unsupportedReason(137, deps)).toBe(
      'chain 137 is supported but not served here (served: 1, 31337).',
    )
    expect(unsupportedReason(137, { chains: new Map() })).toContain('(served: none)')
  })
})
