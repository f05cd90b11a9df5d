import { describe, expect, test } from 'vitest'
import { readTokenPrices } from './readTokenPrices.ts'
import { fakeApiChain, fakeTokens } from './testing/fakeApiChain.ts'

describe('readTokenPrices', () => {
  test('behavior: USDC is 1, WETH and the native coin come from WETH/USDC', async () => {
    const { byAddress, native } = await readTokenPrices(fakeApiChain())
    expect(byAddress.get(fakeTokens.usdc)).toBe(1)
    expect(byAddress.get(fakeTokens.weth)).toBe(3000)
    expect(native).toBe(3000)
    // The direct USDC/DAI pool (1,000,000 USDC : 998,000 DAI) prices DAI.
    expect(byAddress.get(fakeTokens.dai)).toBeCloseTo(1_000_000 / 998_000, 10)
  })

  test('behavior: a chain without USDC has no prices rather than invented ones', async () => {
    const chain = fakeApiChain()
    const tokens = chain.deployment.tokens.filter((t) => t.symbol !== 'USDC')
    expect(await readTokenPrices(fakeApiChain({ tokens }))).toEqual({
      byAddress: new Map(),
      native: undefined,
    })
  })

  test('behavior: a node that does not answer is a 503 that says to retry, and is logged', async () => {
    const logged: string[] = []
    await expect(
      readTokenPrices(fakeApiChain({ down: true }), (message) => logged.push(message)),
    ).rejects.toMatchObject({
      status: 503,
      message: 'Prices on chain 1 are unavailable: its node did not answer. Try again shortly.',
    })
    expect(logged).toEqual(['pool reserves on chain 1 unreadable'])
  })
})
