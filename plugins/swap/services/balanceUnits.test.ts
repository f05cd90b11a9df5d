import { describe, expect, test } from 'vitest'
import { balance, dai, eth, usdc, weth } from '../testing/swapFixtures.ts'
import { balanceUnits } from './balanceUnits.ts'

describe('balanceUnits', () => {
  const balances = [balance('ETH', '10000.5'), balance('USDC', '12.345678'), balance('DAI', '0.1')]

  test('behavior: finds the native coin by its missing address and tokens by CAIP-10, any case', () => {
    expect(balanceUnits(balances, eth)).toBe(10000_5n * 10n ** 17n)
    expect(balanceUnits(balances, usdc)).toBe(12_345_678n)
    expect(balanceUnits(balances, dai)).toBe(10n ** 17n)
  })

  test('behavior: a token the account does not hold, or an unreadable quantity, is 0', () => {
    expect(balanceUnits(balances, weth)).toBe(0n)
    expect(
      balanceUnits(
        [{ ...balance('USDC', '1'), quantity: { decimals: '6', numeric: '1e-7' } }],
        usdc,
      ),
    ).toBe(0n)
  })
})
