import { describe, expect, test, vi } from 'vitest'
import { walletGetAssets } from './walletGetAssets.ts'

const from = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const rpcUrl = (chainId: number) => `http://api.test/v1/?chainId=${chainId}&projectId=keyport-dev`

/** The data API's balance service: 1.5 ETH and 12.5 USDC on every chain it is asked for. */
function balanceService() {
  const asked: URL[] = []
  const fetch = vi.fn(async (input: URL | RequestInfo) => {
    const url = new URL(String(input))
    asked.push(url)
    const chainId = url.searchParams.get('chainId')
    return Response.json({
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId,
          value: 4500,
          price: 3000,
          quantity: { decimals: '18', numeric: '1.5' },
          iconUrl: 'http://api.test/icons/eth.svg',
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId,
          address: `${chainId}:${usdc}`,
          value: 12.5,
          price: 1,
          quantity: { decimals: '6', numeric: '12.5' },
          iconUrl: 'http://api.test/icons/usdc.svg',
        },
      ],
    })
  }) as unknown as typeof globalThis.fetch
  return { fetch, asked }
}

describe('walletGetAssets', () => {
  test("behavior: answers the account's native and ERC-20 assets per requested chain, in the spec's shape", async () => {
    const { fetch, asked } = balanceService()
    const answer = await walletGetAssets({ from, chainId: 1, rpcUrl, fetch }, [
      { account: from.toLowerCase(), chainFilter: ['0x1', '0x2105'] },
    ])
    expect(Object.keys(answer)).toEqual(['0x1', '0x2105'])
    expect(answer['0x1']).toEqual([
      {
        address: 'native',
        balance: '0x14d1120d7b160000',
        type: 'NATIVE',
        metadata: {
          name: 'Ether',
          symbol: 'ETH',
          decimals: 18,
          price: 3000,
          iconUrl: 'http://api.test/icons/eth.svg',
          value: 4500,
        },
      },
      {
        address: usdc,
        balance: '0xbebc20',
        type: 'ERC20',
        metadata: expect.objectContaining({ symbol: 'USDC', decimals: 6, price: 1 }),
      },
    ])
    expect(asked.map((url) => `${url.origin}${url.pathname}?${url.searchParams}`)).toEqual([
      `http://api.test/v1/account/${from.toLowerCase()}/balance?currency=usd&chainId=eip155%3A1&projectId=keyport-dev`,
      `http://api.test/v1/account/${from.toLowerCase()}/balance?currency=usd&chainId=eip155%3A8453&projectId=keyport-dev`,
    ])
  })

  test('behavior: without chainFilter, the current chain', async () => {
    const { fetch } = balanceService()
    const answer = await walletGetAssets({ from, chainId: 8453, rpcUrl, fetch }, [
      { account: from },
    ])
    expect(Object.keys(answer)).toEqual(['0x2105'])
  })

  test('behavior: another account, or malformed params, is refused without asking the API', async () => {
    const { fetch } = balanceService()
    const context = { from, chainId: 1, rpcUrl, fetch }
    await expect(
      walletGetAssets(context, [{ account: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }]),
    ).rejects.toThrow('wallet_getAssets answers only for the connected account')
    for (const params of [[], [{ account: 'bob' }], [{ account: from, chainFilter: ['1'] }]])
      await expect(walletGetAssets(context, params)).rejects.toThrow(
        'wallet_getAssets needs [{ account, chainFilter? }] (hex chain ids)',
      )
    expect(fetch).not.toHaveBeenCalled()
  })

  test('behavior: a failing balance service rejects (the modal then falls back to its own call)', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }))
    await expect(
      walletGetAssets({ from, chainId: 1, rpcUrl, fetch: fetch as never }, [{ account: from }]),
    ).rejects.toThrow('HTTP status code: 503')
  })
})
