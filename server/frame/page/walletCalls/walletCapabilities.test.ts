import { describe, expect, test } from 'vitest'
import { walletCapabilities } from './walletCapabilities.ts'

const smart = '0x00000000000000000000000000000000005a11e7'

describe('walletCapabilities', () => {
  test('behavior: the smart account is atomic and sponsorable on its chains only', () => {
    expect(
      walletCapabilities({
        params: [smart, ['0x1', '0xa']],
        from: smart,
        smartActive: true,
        chainId: 1,
        smartAccountChains: [1, 8453],
      }),
    ).toEqual({
      '0x1': {
        atomic: { status: 'supported' },
        paymasterService: { supported: true },
        assetDiscovery: { supported: true },
      },
      '0xa': {
        atomic: { status: 'unsupported' },
        paymasterService: { supported: false },
        assetDiscovery: { supported: true },
      },
    })
  })

  test('behavior: the EOA, or another address, gets neither; without chains every known chain answers', () => {
    const answer = walletCapabilities({
      params: ['0x000000000000000000000000000000000000bEEF'],
      from: smart,
      smartActive: true,
      chainId: 1,
      smartAccountChains: [1, 8453],
    })
    expect(Object.keys(answer)).toEqual(['0x1', '0x2105'])
    expect(answer['0x2105']).toMatchObject({
      atomic: { status: 'unsupported' },
      paymasterService: { supported: false },
    })
  })
})
