import { expect } from 'vitest'
import { SendError } from '../errors.ts'
import type { SendChain, SendFee } from '../services/createSendChain.ts'
import type { SendToken } from '../services/SendToken.ts'

export const from = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
export const recipient = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const
export const usdcAddress = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as const
export const ether = 10n ** 18n

export const eth: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  chainId: 1,
  balance: '2',
  price: 3000,
  iconUrl: '',
}
export const usdc: SendToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  address: usdcAddress,
  chainId: 1,
  balance: '100',
  price: 1,
  iconUrl: '',
}

/** 21,000 gas at 2 gwei max fee: 0.000042 ETH. */
export const fee: SendFee = {
  type: 'eip1559',
  gas: 21_000n,
  maxFeePerGas: 2_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  total: 42_000_000_000_000n,
}

/** A scriptable chain: balances by token (undefined = native), a fee, a receipt. */
export function fakeChain({
  balances = { native: 2n * ether, [usdcAddress]: 100_000_000n } as Record<string, bigint>,
  estimate = async (): Promise<SendFee> => fee,
  receipt = async () => ({ reverted: false, blockNumber: 7n }),
}: {
  balances?: Record<string, bigint>
  estimate?: SendChain['estimateFee']
  receipt?: SendChain['waitForReceipt']
} = {}) {
  const calls: { method: string; args: unknown[] }[] = []
  const chain: SendChain = {
    async balanceOf(owner, token) {
      calls.push({ method: 'balanceOf', args: [owner, token] })
      return balances[token ?? 'native'] ?? 0n
    },
    estimateFee(call) {
      calls.push({ method: 'estimateFee', args: [call] })
      return estimate(call)
    },
    waitForReceipt(hash) {
      calls.push({ method: 'waitForReceipt', args: [hash] })
      return receipt(hash)
    },
  }
  return { chain, calls }
}

/** The balance list of the account: 2 ETH and 100 USDC on chain 1. */
export const listedBalances = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 6000,
    price: 3000,
    quantity: { decimals: '18', numeric: '2' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    value: 100,
    price: 1,
    quantity: { decimals: '6', numeric: '100' },
    iconUrl: '',
  },
]

/** Awaits a promise that must reject with a `SendError`, and returns the error. */
export async function sendErrorOf(promise: Promise<unknown>): Promise<SendError> {
  const error = await promise.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(SendError)
  return error as SendError
}
