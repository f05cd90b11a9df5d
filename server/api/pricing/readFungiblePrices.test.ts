import { describe, expect, test } from 'vitest'
import { nativeTokenAddress } from './nativeTokenAddress.ts'
import { readFungiblePrices } from './readFungiblePrices.ts'
import { fakeApiChain, fakeTokens } from './testing/fakeApiChain.ts'

const chains = new Map([[1, fakeApiChain()]])

describe('readFungiblePrices', () => {
  test('behavior: one entry per address, in order; 0xeeee…eeee is the native coin', async () => {
    const { fungibles } = await readFungiblePrices({
      chains,
      addresses: [
        `eip155:1:${fakeTokens.usdc}`,
        `eip155:1:${nativeTokenAddress.toUpperCase().replace('0X', '0x')}`,
        `eip155:1:${fakeTokens.weth}`,
      ],
    })
    expect(fungibles.map(({ symbol, name, price }) => ({ symbol, name, price }))).toEqual([
      { symbol: 'USDC', name: 'USD Coin', price: 1 },
      { symbol: 'ETH', name: 'Ether', price: 3000 },
      { symbol: 'WETH', name: 'Wrapped Ether', price: 3000 },
    ])
    expect(fungibles[0]?.iconUrl).toMatch(/^data:image\/svg\+xml,/)
  })

  test.each([
    [
      'eip155:10:0x00000000000000000000000000000000000000c1',
      400,
      'Chain 10 is not supported here (eip155:10:0x00000000000000000000000000000000000000c1). Supported chains: 1.',
    ],
    [
      'eip155:1:0x0000000000000000000000000000000000000bad',
      404,
      'Unknown token eip155:1:0x0000000000000000000000000000000000000bad: no such token is deployed on chain 1.',
    ],
  ])('behavior: %s is a %i naming the address', async (address, status, message) => {
    await expect(readFungiblePrices({ chains, addresses: [address] })).rejects.toMatchObject({
      status,
      message,
    })
  })

  test('behavior: a token no pool links to USDC is a 404, not a price of 0', async () => {
    const unpriced = new Map([[1, fakeApiChain({ reserves: {} })]])
    await expect(
      readFungiblePrices({ chains: unpriced, addresses: [`eip155:1:${fakeTokens.dai}`] }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'No USD price for DAI on chain 1: no pool links it to USDC.',
    })
  })
})
