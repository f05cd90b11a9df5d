import { createManualClock } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import type { Eip1193Provider } from '../connectors/types.ts'
import { flushMicrotasks } from '../testing/flushMicrotasks.ts'
import {
  ASSET_DISCOVERY_TIMEOUT_MS,
  discoverWalletAssets,
  parseWalletAssets,
} from './walletAssets.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdcAddress = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const metadata = {
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  price: 1,
  iconUrl: 'https://icons.test/usdc.png',
}
const usdc = { address: usdcAddress, balance: '0xbebc20', type: 'ERC20', metadata }
const ether = {
  address: 'native',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { ...metadata, name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000 },
}

describe('parseWalletAssets', () => {
  test("behavior: a valid answer becomes the chain's token balances (native without an address, ERC-20 as chain:address)", () => {
    expect(parseWalletAssets({ '0x1': [ether, usdc], '0x2105': [usdc] }, 1)).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        address: undefined,
        value: 2000,
        price: 2000,
        quantity: { decimals: '18', numeric: '1' },
        iconUrl: 'https://icons.test/usdc.png',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: `eip155:1:${usdcAddress}`,
        value: 12.5,
        price: 1,
        quantity: { decimals: '6', numeric: '12.5' },
        iconUrl: 'https://icons.test/usdc.png',
      },
    ])
    expect(parseWalletAssets({ '0x2105': [usdc] }, 1)).toEqual([])
  })

  // Spec section 5: every value an array of assets, each with string address, string balance,
  // type ERC20 or NATIVE, metadata with string name and symbol, number decimals and price, string
  // iconUrl. Any break and the whole answer is ignored.
  test.each([
    ['a value that is not an array', { '0x1': usdc }],
    ['an answer that is an array', [usdc]],
    ['no answer', null],
    ['an address that is not a string', { '0x1': [{ ...usdc, address: 1 }] }],
    ['a balance that is not a string', { '0x1': [{ ...usdc, balance: 12_500_000 }] }],
    ['a balance that is not a number', { '0x1': [{ ...usdc, balance: 'lots' }] }],
    ['another type', { '0x1': [{ ...usdc, type: 'ERC721' }] }],
    ['no metadata', { '0x1': [{ ...usdc, metadata: undefined }] }],
    ['a name that is not a string', { '0x1': [{ ...usdc, metadata: { ...metadata, name: 7 } }] }],
    ['no symbol', { '0x1': [{ ...usdc, metadata: { ...metadata, symbol: undefined } }] }],
    ['decimals as a string', { '0x1': [{ ...usdc, metadata: { ...metadata, decimals: '6' } }] }],
    ['no price', { '0x1': [{ ...usdc, metadata: { ...metadata, price: undefined } }] }],
    [
      'an iconUrl that is not a string',
      { '0x1': [{ ...usdc, metadata: { ...metadata, iconUrl: null } }] },
    ],
    ['one bad asset among good ones', { '0x1': [ether], '0x2105': [{ ...usdc, type: 'nft' }] }],
  ])('behavior: %s is ignored', (_case, answer) => {
    expect(parseWalletAssets(answer, 1)).toBeUndefined()
  })
})

/** A wallet that answers getCapabilities and getAssets as scripted, recording what it was asked. */
function wallet(answers: Record<string, () => unknown>) {
  const asked: { method: string; params?: unknown }[] = []
  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      asked.push({ method, params })
      const answer = answers[method]
      if (!answer) throw Object.assign(new Error('Method not supported'), { code: 4200 })
      return answer()
    },
  }
  return { provider, asked }
}
const supported = () => ({ '0x1': { assetDiscovery: { supported: true } } })

describe('discoverWalletAssets', () => {
  test('behavior: asks getCapabilities for the chain, then getAssets with account and chainFilter', async () => {
    const { provider, asked } = wallet({
      wallet_getCapabilities: supported,
      wallet_getAssets: () => ({ '0x1': [usdc] }),
    })
    const clock = createManualClock()
    const tokens = await discoverWalletAssets({ provider, address, chainId: 1, clock })
    expect(tokens?.map((token) => token.symbol)).toEqual(['USDC'])
    expect(asked).toEqual([
      { method: 'wallet_getCapabilities', params: [address, ['0x1']] },
      { method: 'wallet_getAssets', params: [{ account: address, chainFilter: ['0x1'] }] },
    ])
  })

  test('behavior: no provider, no assetDiscovery capability, or a failing wallet gives undefined', async () => {
    const clock = createManualClock()
    const options = { address, chainId: 1, clock }
    expect(await discoverWalletAssets({ ...options, provider: undefined })).toBeUndefined()
    const without = wallet({ wallet_getCapabilities: () => ({ '0x1': { atomic: {} } }) })
    expect(await discoverWalletAssets({ ...options, provider: without.provider })).toBeUndefined()
    expect(without.asked.map((call) => call.method)).toEqual(['wallet_getCapabilities'])
    const none = wallet({})
    expect(await discoverWalletAssets({ ...options, provider: none.provider })).toBeUndefined()
    const failing = wallet({
      wallet_getCapabilities: supported,
      wallet_getAssets: () => {
        throw new Error('Requested RPC call is not allowed')
      },
    })
    expect(await discoverWalletAssets({ ...options, provider: failing.provider })).toBeUndefined()
  })

  test('behavior: a wallet that never answers gives undefined after ASSET_DISCOVERY_TIMEOUT_MS', async () => {
    const clock = createManualClock()
    const provider: Eip1193Provider = { request: () => new Promise(() => {}) }
    let result: unknown = 'pending'
    void discoverWalletAssets({ provider, address, chainId: 1, clock }).then((tokens) => {
      result = tokens
    })
    clock.advance(ASSET_DISCOVERY_TIMEOUT_MS - 1)
    await flushMicrotasks()
    expect(result).toBe('pending')
    clock.advance(1)
    await flushMicrotasks()
    expect(result).toBeUndefined()
  })
})
