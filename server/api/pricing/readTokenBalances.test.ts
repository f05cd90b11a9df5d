import { describe, expect, test } from 'vitest'
import { readTokenBalances } from './readTokenBalances.ts'
import { fakeApiChain, fakeTokens } from './testing/fakeApiChain.ts'

const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

describe('readTokenBalances', () => {
  test('behavior: non-zero holdings only, valued and shaped per spec §3, largest first', async () => {
    const chain = fakeApiChain({
      balances: { native: 2n * 10n ** 18n, [fakeTokens.usdc]: 1_500_000n },
    })
    const balances = await readTokenBalances({ chain, address })
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 6000,
        price: 3000,
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: `eip155:1:${fakeTokens.usdc}`,
        value: 1.5,
        price: 1,
        quantity: { decimals: '6', numeric: '1.5' },
        iconUrl: expect.any(String),
      },
    ])
    expect(balances[0]).not.toHaveProperty('address')
  })

  test('behavior: an unpriced token is listed with price and value 0', async () => {
    const chain = fakeApiChain({ reserves: {}, balances: { [fakeTokens.dai]: 10n ** 18n } })
    expect(await readTokenBalances({ chain, address })).toEqual([
      expect.objectContaining({ symbol: 'DAI', price: 0, value: 0 }),
    ])
  })

  test('behavior: an empty account has an empty list', async () => {
    expect(await readTokenBalances({ chain: fakeApiChain(), address })).toEqual([])
  })

  test('behavior: a node that does not answer is a 503 with a clear reason', async () => {
    await expect(
      readTokenBalances({ chain: fakeApiChain({ down: true }), address }),
    ).rejects.toMatchObject({
      status: 503,
      code: 'chain_unreachable',
      message: 'Balances on chain 1 are unavailable: its node did not answer. Try again shortly.',
    })
  })
})
