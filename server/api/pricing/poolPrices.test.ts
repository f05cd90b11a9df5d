import { parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { poolPrices } from './poolPrices.ts'

const usdc = '0xC1'
const weth = '0xE1'
const dai = '0xD1'
const odd = '0xF1'
const tokens = [
  { address: usdc, decimals: 6 },
  { address: weth, decimals: 18 },
  { address: dai, decimals: 18 },
  { address: odd, decimals: 8 },
]
const pool = (token0: string, amount0: string, token1: string, amount1: string) => {
  const decimals = (address: string) => tokens.find((t) => t.address === address)?.decimals ?? 18
  return {
    token0,
    token1,
    reserve0: parseUnits(amount0, decimals(token0)),
    reserve1: parseUnits(amount1, decimals(token1)),
  }
}
const anchor = { address: usdc, price: 1 }

describe('poolPrices', () => {
  test('behavior: prices a token from its pool with the anchor, whichever side it is on', () => {
    const prices = poolPrices({ tokens, anchor, pools: [pool(weth, '1000', usdc, '3000000')] })
    expect(prices.get('0xe1')).toBe(3000)
    expect(prices.get('0xc1')).toBe(1)
    const flipped = poolPrices({ tokens, anchor, pools: [pool(usdc, '3000000', weth, '1000')] })
    expect(flipped.get('0xe1')).toBe(3000)
  })

  test('behavior: walks out hop by hop (DAI through WETH when only that pool exists)', () => {
    const prices = poolPrices({
      tokens,
      anchor,
      pools: [pool(weth, '1000', usdc, '3000000'), pool(weth, '1000', dai, '2990000')],
    })
    expect(prices.get('0xd1')).toBeCloseTo(3000 / 2990, 10)
  })

  test('behavior: the shortest path wins over depth, then the deepest pool', () => {
    const prices = poolPrices({
      tokens,
      anchor,
      pools: [
        pool(weth, '1000', usdc, '3000000'),
        pool(weth, '10000', dai, '10000000'),
        pool(usdc, '10', dai, '20'),
        pool(usdc, '1000000', dai, '1000000'),
      ],
    })
    // Direct USDC/DAI pools are one hop; the deep one ($1M) beats the $10 one.
    expect(prices.get('0xd1')).toBe(1)
  })

  test('behavior: empty pools and tokens with no path to the anchor stay unpriced', () => {
    const prices = poolPrices({
      tokens,
      anchor,
      pools: [{ token0: weth, token1: usdc, reserve0: 0n, reserve1: 0n }, pool(dai, '1', odd, '1')],
    })
    expect([...prices.keys()]).toEqual(['0xc1'])
  })

  test('behavior: a token not in the token list is never priced', () => {
    const prices = poolPrices({
      tokens: tokens.filter((t) => t.address !== weth),
      anchor,
      pools: [pool(weth, '1000', usdc, '3000000')],
    })
    expect(prices.has('0xe1')).toBe(false)
  })
})
