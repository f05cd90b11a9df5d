import type { SwapToken } from '../schemas.ts'

const token = (symbol: string, name: string, address: string, decimals: number): SwapToken => ({
  symbol,
  name,
  address: `eip155:1:${address}`,
  decimals,
  logoUri: '',
  eip2612: false,
})

/** The local exchange's tokens on chain 1, as `/v1/convert/tokens` lists them. */
export const eth = token('ETH', 'Ether', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18)
export const usdc = token('USDC', 'USD Coin', '0x5fbdb2315678afecb367f032d93f642f64180aa3', 6)
export const dai = token('DAI', 'Dai Stablecoin', '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512', 18)
export const weth = token('WETH', 'Wrapped Ether', '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0', 18)
export const swapTokens = [eth, usdc, dai, weth]

export const user = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as const

/**
 * A connect-plugin token balance (the shape `accountDataToken` publishes). Its address is upper
 * case, unlike the swap list's, as checksummed addresses differ in case.
 */
export const balance = (symbol: string, numeric: string, price = 1) => {
  const found = swapTokens.find((t) => t.symbol === symbol)!
  const native = found === eth
  return {
    name: found.name,
    symbol,
    chainId: 'eip155:1',
    address: native
      ? undefined
      : `eip155:1:${found.address.split(':')[2]!.toUpperCase().replace('0X', '0x')}`,
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(found.decimals), numeric },
    iconUrl: '',
  }
}
