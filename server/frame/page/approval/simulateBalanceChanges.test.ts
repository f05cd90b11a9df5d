import { type Hex, pad, parseEther, parseUnits, toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { createTokenReader } from './readToken.ts'
import { simulateBalanceChanges } from './simulateBalanceChanges.ts'
import { createFakeChainRpc } from './testing/createFakeChainRpc.ts'

const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

const transfer = (asset: Hex, from: Hex, to: Hex, amount: bigint) => ({
  address: asset,
  topics: [TRANSFER, pad(from), pad(to)],
  data: pad(toHex(amount)),
})

function simulate(answer: () => unknown) {
  const { rpc, calls } = createFakeChainRpc({
    tokens: { [usdc]: { symbol: 'USDC', decimals: 6 } },
    simulate: answer,
  })
  const result = simulateBalanceChanges({
    rpc,
    from: user,
    calls: [{ to: usdc, data: '0x1234', value: 5n }],
    nativeSymbol: 'ETH',
    readToken: createTokenReader(rpc),
  })
  return { result, calls }
}

describe('simulateBalanceChanges', () => {
  test('behavior: nets the user’s native and ERC-20 transfers into signed amounts', async () => {
    const { result, calls } = simulate(() => [
      {
        calls: [
          {
            status: '0x1',
            logs: [
              transfer(usdc, user, other, parseUnits('12', 6)),
              transfer(usdc, other, user, parseUnits('2', 6)),
              transfer(NATIVE, other, user, parseEther('0.003')),
              transfer(usdc, other, other, 99n),
            ],
          },
        ],
      },
    ])
    expect(await result).toEqual({ status: 'ok', changes: ['−10 USDC', '+0.003 ETH'] })
    const [request] = calls.find((call) => call.method === 'eth_simulateV1')!.params as [
      { traceTransfers: boolean; blockStateCalls: { calls: unknown[] }[] },
    ]
    expect(request.traceTransfers).toBe(true)
    expect(request.blockStateCalls[0]!.calls).toEqual([
      { from: user, to: usdc, data: '0x1234', value: '0x5' },
    ])
  })

  test('behavior: a node without eth_simulateV1, or an odd answer, is "unavailable"', async () => {
    const missing = simulate(() => {
      throw new Error('the method eth_simulateV1 does not exist/is not available')
    })
    expect(await missing.result).toEqual({ status: 'unavailable' })
    expect(await simulate(() => null).result).toEqual({ status: 'unavailable' })
  })

  test('behavior: a call that reverts is reported with the node’s reason', async () => {
    const { result } = simulate(() => [
      { calls: [{ status: '0x0', error: { message: 'execution reverted: no allowance' } }] },
    ])
    expect(await result).toEqual({ status: 'reverted', reason: 'execution reverted: no allowance' })
  })
})
