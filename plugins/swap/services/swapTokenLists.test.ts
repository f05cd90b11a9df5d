import { describe, expect, test } from 'vitest'
import { dai, eth, swapTokens, usdc } from '../testing/swapFixtures.ts'
import { swapTokenLists } from './swapTokenLists.ts'

const symbols = (tokens: { symbol: string }[]) => tokens.map((t) => t.symbol)
const odd = {
  ...usdc,
  symbol: 'ZZZ',
  name: 'Unlisted',
  address: 'eip155:1:0x1111111111111111111111111111111111111111',
}
const held = new Map([
  [dai.address, 500],
  [eth.address, 30000],
])
const heldValue = (token: { address: string }) => held.get(token.address) ?? 0

describe('swapTokenLists', () => {
  test('behavior: suggestions in the suggested order, yours by value, all popular first', () => {
    const lists = swapTokenLists([odd, ...swapTokens], { search: '', heldValue })
    expect(symbols(lists.suggested)).toEqual(['ETH', 'USDC', 'DAI', 'WETH'])
    expect(symbols(lists.yours)).toEqual(['ETH', 'DAI'])
    expect(symbols(lists.all)).toEqual(['ETH', 'USDC', 'DAI', 'WETH', 'ZZZ'])
  })

  test('behavior: search matches symbol, name or address, ignoring case, and hides suggestions', () => {
    expect(symbols(swapTokenLists(swapTokens, { search: 'dAi', heldValue }).all)).toEqual(['DAI'])
    expect(symbols(swapTokenLists(swapTokens, { search: 'wrapped', heldValue }).all)).toEqual([
      'WETH',
    ])
    const byAddress = swapTokenLists(swapTokens, { search: '0x5FBDB2315678', heldValue })
    expect(symbols(byAddress.all)).toEqual(['USDC'])
    expect(byAddress.suggested).toEqual([])
    expect(swapTokenLists(swapTokens, { search: 'nothing', heldValue }).all).toEqual([])
  })
})
