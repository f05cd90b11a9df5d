import { describe, expect, test } from 'vitest'
import { type TokenBalance, toSendToken } from './SendToken.ts'

const balance = (patch: Partial<TokenBalance>): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:8453',
  address: 'eip155:8453:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 5,
  price: 1,
  quantity: { decimals: '6', numeric: '5' },
  iconUrl: 'https://icons.test/usdc.png',
  ...patch,
})

describe('toSendToken', () => {
  test('behavior: a listed token becomes a sendable one with its contract and decimals', () => {
    expect(toSendToken(balance({}))).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      chainId: 8453,
      balance: '5',
      price: 1,
      iconUrl: 'https://icons.test/usdc.png',
    })
    expect(toSendToken(balance({ address: undefined }))?.address).toBeUndefined()
  })

  test.each([
    ['decimals 0', { quantity: { decimals: '0', numeric: '1' } }],
    ['decimals not a number', { quantity: { decimals: 'x', numeric: '1' } }],
    [
      'a solana chain with an eip155 address',
      { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    ],
    [
      'a solana token whose mint is not base58',
      {
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:0xA0b8',
      },
    ],
    ['a chain of another namespace', { chainId: 'cosmos:cosmoshub-4', address: undefined }],
    ['a malformed address', { address: 'eip155:8453:0x1234' }],
  ])('behavior: %s cannot be sent', (_name, patch) => {
    expect(toSendToken(balance(patch))).toBeUndefined()
  })

  test('behavior: a Solana token keeps its CAIP-2 chain and its mint; SOL has neither address nor mint', () => {
    const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    expect(toSendToken(balance({ chainId, address: `${chainId}:${mint}` }))).toMatchObject({
      symbol: 'USDC',
      decimals: 6,
      chainId,
      mint,
    })
    expect(
      toSendToken(balance({ chainId, address: `${chainId}:${mint}` }))?.address,
    ).toBeUndefined()
    const sol = toSendToken(
      balance({
        symbol: 'SOL',
        chainId,
        address: undefined,
        quantity: { decimals: '9', numeric: '1' },
      }),
    )
    expect(sol).toMatchObject({ symbol: 'SOL', chainId, decimals: 9 })
    expect(sol?.mint).toBeUndefined()
  })
})
