import {
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  type Hex,
  type Log,
  pad,
  type Transaction,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeBlock } from './decodeBlock.ts'
import {
  erc20TransferAbi,
  erc721TransferAbi,
  routerToEthAbi,
  uniswapV2SwapAbi,
  weth9DepositAbi,
  weth9WithdrawalAbi,
} from './indexerAbis.ts'

const alice = '0x00000000000000000000000000000000000a11ce'
const bob = '0x0000000000000000000000000000000000000b0b'
const router = '0x00000000000000000000000000000000000a0b7e'
const weth = '0x000000000000000000000000000000000000e7e7'
const usdc = '0x000000000000000000000000000000000000005d'
const pair = '0x000000000000000000000000000000000000fa12'
const hash = `0x${'ab'.repeat(32)}` as Hex

const tx = (fields: Partial<Transaction>) =>
  ({
    hash,
    from: alice,
    to: bob,
    value: 0n,
    nonce: 7,
    input: '0x',
    transactionIndex: 0,
    ...fields,
  }) as Transaction
const log = (address: string, logIndex: number, topics: readonly unknown[], data: Hex = '0x') =>
  ({ address, logIndex, topics, data, transactionHash: hash }) as unknown as Log
const amount = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])

const decode = (
  transaction: Transaction,
  logs: Log[] = [],
  status: 'success' | 'reverted' = 'success',
) =>
  decodeBlock({
    chainId: 1,
    block: {
      number: 5n,
      hash: `0x${'cd'.repeat(32)}`,
      timestamp: 1_700_000_000n,
      transactions: [transaction],
    },
    receipts: new Map([[hash, { status }]]),
    logs,
    routers: new Set([router]),
    wrappedNative: new Set([weth]),
  })[0]

describe('decodeBlock', () => {
  test('behavior: a plain send is one native transfer at slot -1', () => {
    expect(decode(tx({ value: 5n }))).toMatchObject({
      chainId: 1,
      hash,
      blockNumber: 5n,
      minedAt: 1_700_000_000,
      nonce: 7,
      status: 'confirmed',
      selector: '0x',
      isSwap: false,
      transfers: [
        { logIndex: -1, kind: 'native', tokenAddress: null, from: alice, to: bob, amount: 5n },
      ],
    })
  })

  test('behavior: a reverted transaction is kept, failed, with nothing moved', () => {
    expect(decode(tx({ value: 5n }), [], 'reverted')).toMatchObject({
      status: 'failed',
      transfers: [],
    })
  })

  test('behavior: ERC-20 and ERC-721 Transfers are told apart by their topics', () => {
    const erc20 = encodeEventTopics({
      abi: erc20TransferAbi,
      eventName: 'Transfer',
      args: { from: alice, to: bob },
    })
    const erc721 = encodeEventTopics({
      abi: erc721TransferAbi,
      eventName: 'Transfer',
      args: { from: alice, to: bob, tokenId: 42n },
    })
    const result = decode(tx({ to: usdc, input: '0xa9059cbb' }), [
      log(usdc, 3, erc20, amount(1_000_000n)),
      log(pair, 2, erc721),
    ])
    expect(result?.selector).toBe('0xa9059cbb')
    expect(result?.transfers).toEqual([
      {
        logIndex: 2,
        kind: 'erc721',
        tokenAddress: pair,
        tokenId: '42',
        from: alice,
        to: bob,
        amount: 1n,
      },
      {
        logIndex: 3,
        kind: 'erc20',
        tokenAddress: usdc,
        tokenId: null,
        from: alice,
        to: bob,
        amount: 1_000_000n,
      },
    ])
  })

  test('behavior: a router swap to ether is flagged and the forwarded ether is a transfer', () => {
    const input = encodeFunctionData({
      abi: routerToEthAbi,
      functionName: 'swapExactTokensForETH',
      args: [10n, 1n, [usdc, weth], bob, 99n],
    })
    const swap = encodeEventTopics({
      abi: uniswapV2SwapAbi,
      eventName: 'Swap',
      args: { sender: router, to: router },
    })
    const withdrawal = encodeEventTopics({
      abi: weth9WithdrawalAbi,
      eventName: 'Withdrawal',
      args: { src: router },
    })
    const result = decode(tx({ to: router, input }), [
      log(
        pair,
        4,
        swap,
        encodeAbiParameters(Array(4).fill({ type: 'uint256' }), [10n, 0n, 0n, 9n]),
      ),
      log(weth, 5, withdrawal, amount(9n)),
    ])
    expect(result?.isSwap).toBe(true)
    expect(result?.transfers).toEqual([
      {
        logIndex: 5,
        kind: 'native',
        tokenAddress: null,
        tokenId: null,
        from: router,
        to: bob,
        amount: 9n,
      },
    ])
  })

  test('behavior: wrapping and unwrapping WETH directly move both legs', () => {
    const deposit = encodeEventTopics({
      abi: weth9DepositAbi,
      eventName: 'Deposit',
      args: { dst: alice },
    })
    expect(
      decode(tx({ to: weth, value: 3n }), [log(weth, 0, deposit, amount(3n))])?.transfers,
    ).toEqual([
      {
        logIndex: -1,
        kind: 'native',
        tokenAddress: null,
        tokenId: null,
        from: alice,
        to: weth,
        amount: 3n,
      },
      {
        logIndex: 0,
        kind: 'erc20',
        tokenAddress: weth,
        tokenId: null,
        from: weth,
        to: alice,
        amount: 3n,
      },
    ])
    const withdrawal = encodeEventTopics({
      abi: weth9WithdrawalAbi,
      eventName: 'Withdrawal',
      args: { src: alice },
    })
    expect(decode(tx({ to: weth }), [log(weth, 1, withdrawal, amount(2n))])?.transfers).toEqual([
      {
        logIndex: -1,
        kind: 'native',
        tokenAddress: null,
        tokenId: null,
        from: weth,
        to: alice,
        amount: 2n,
      },
      {
        logIndex: 1,
        kind: 'erc20',
        tokenAddress: weth,
        tokenId: null,
        from: alice,
        to: weth,
        amount: 2n,
      },
    ])
  })

  test('behavior: a deployment is marked create and sent to the created contract', () => {
    const result = decodeBlock({
      chainId: 1,
      block: { number: 1n, hash, timestamp: 1n, transactions: [tx({ to: null, input: '0x6080' })] },
      receipts: new Map([
        [hash, { status: 'success', contractAddress: pad('0x01', { size: 20 }) }],
      ]),
      logs: [],
      routers: new Set(),
      wrappedNative: new Set(),
    })[0]
    expect(result).toMatchObject({ selector: 'create', to: pad('0x01', { size: 20 }) })
  })
  test('behavior: with call traces, internal ether comes from them and not from the Withdrawal log', () => {
    const input = encodeFunctionData({
      abi: routerToEthAbi,
      functionName: 'swapExactTokensForETH',
      args: [10n, 0n, [usdc, weth], bob, 1n],
    })
    const withdrawal = encodeEventTopics({
      abi: weth9WithdrawalAbi,
      eventName: 'Withdrawal',
      args: { src: router },
    })
    const fromTrace = {
      logIndex: 2 ** 30,
      kind: 'native',
      tokenAddress: null,
      tokenId: null,
      from: router,
      to: bob,
      amount: 9n,
    } as const
    const [result] = decodeBlock({
      chainId: 1,
      block: { number: 5n, hash, timestamp: 1n, transactions: [tx({ to: router, input })] },
      receipts: new Map([[hash, { status: 'success' }]]),
      logs: [log(weth, 5, withdrawal, amount(9n))],
      routers: new Set([router]),
      wrappedNative: new Set([weth]),
      internal: new Map([[hash, [fromTrace]]]),
    })
    expect(result?.transfers).toEqual([fromTrace])
  })
})
