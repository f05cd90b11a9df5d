import type { DeployedChain } from '../../../chain/deployment.ts'
import type { ApiChain } from '../../ApiDeps.ts'

const usdc = '0x00000000000000000000000000000000000000c1'
const dai = '0x00000000000000000000000000000000000000d1'
const weth = '0x00000000000000000000000000000000000000e1'

export type FakeApiChainParameters = {
  /** Reserves by pair address (see `fakePairs`). @default 1 ETH = 3000 USD, DAI = 1.002 USD */
  reserves?: Record<string, [bigint, bigint]>
  /** Token balance by token address, native under 'native'. @default none */
  balances?: Record<string, bigint>
  /** Every read rejects, as with a stopped node. */
  down?: boolean
  tokens?: DeployedChain['tokens']
}

export const fakeTokens = { usdc, dai, weth }

/** WETH/USDC, WETH/DAI and USDC/DAI pools, token0 first as Uniswap sorts them. */
const fakePairs = [
  { address: '0x00000000000000000000000000000000000000a1', token0: usdc, token1: weth },
  { address: '0x00000000000000000000000000000000000000a2', token0: dai, token1: weth },
  { address: '0x00000000000000000000000000000000000000a3', token0: usdc, token1: dai },
]

const e18 = 10n ** 18n

/**
 * An `ApiChain` whose client answers reads from memory: the pricing and balance services run
 * against it without a node. Only `readContract` (getReserves, balanceOf) and `getBalance` exist.
 *
 * @example
 * const chain = fakeApiChain({ balances: { native: 10n ** 18n } })
 */
export function fakeApiChain({
  reserves = {
    [fakePairs[0]!.address]: [3_000_000n * 10n ** 6n, 1_000n * e18],
    [fakePairs[1]!.address]: [2_994_000n * e18, 1_000n * e18],
    [fakePairs[2]!.address]: [1_000_000n * 10n ** 6n, 998_000n * e18],
  },
  balances = {},
  down = false,
  tokens = [
    { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: usdc, wrappedNative: false },
    { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, address: dai, wrappedNative: false },
    { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, address: weth, wrappedNative: true },
  ],
}: FakeApiChainParameters = {}): ApiChain {
  const unreachable = () => Promise.reject(new Error('fetch failed: connect ECONNREFUSED'))
  const client = {
    getBalance: () => (down ? unreachable() : Promise.resolve(balances.native ?? 0n)),
    readContract: ({ address, functionName }: { address: string; functionName: string }) => {
      if (down) return unreachable()
      if (functionName === 'getReserves') {
        const [r0, r1] = reserves[address] ?? [0n, 0n]
        return Promise.resolve([r0, r1, 0])
      }
      return Promise.resolve(balances[address] ?? 0n)
    },
  }
  return {
    deployment: {
      chainId: 1,
      name: 'Ethereum (fake)',
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      tokens,
      uniswap: {
        factory: '0x00000000000000000000000000000000000000f1',
        router: '0x00000000000000000000000000000000000000f2',
        pairs: fakePairs,
      },
      accountAbstraction: {
        entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
        accountFactory: '0x00000000000000000000000000000000000000f4',
        paymaster: '0x00000000000000000000000000000000000000f5',
        delegate: '0x00000000000000000000000000000000000000f6',
      },
      devAccounts: [],
      seededAtBlock: 0,
    },
    client: client as unknown as ApiChain['client'],
  }
}
