import { decodeFunctionData, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import type { ApiChain } from '../ApiDeps.ts'
import { buildSwapCall } from './buildSwapCall.ts'
import type { SwapToken } from './resolveSwapToken.ts'
import { routerAbi, weth9Abi } from './routerAbi.ts'

const router = getAddress('0x00000000000000000000000000000000000a0b7e')
const weth = getAddress('0x000000000000000000000000000000000000e7e7')
const usdc = getAddress('0x000000000000000000000000000000000000005d')
const user = getAddress('0x00000000000000000000000000000000000a11ce')
const chain = { deployment: { uniswap: { router } } } as unknown as ApiChain
const token = (fields: Partial<SwapToken>): SwapToken => ({
  chainId: 1,
  chain,
  caip10: '',
  address: usdc,
  isNative: false,
  wrapped: weth,
  symbol: 'USDC',
  decimals: 6,
  ...fields,
})
const eth = token({
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  isNative: true,
  symbol: 'ETH',
})
const common = { amount: 1000n, slippage: 1, recipient: user, deadline: 1234n } as const

describe('buildSwapCall', () => {
  test('behavior: native in pays the amount as value to swapExactETHForTokens', () => {
    const call = buildSwapCall({
      ...common,
      from: eth,
      to: token({}),
      plan: { kind: 'router', path: [weth, usdc], toAmount: 500n },
    })
    expect(call).toMatchObject({ to: router, value: 1000n })
    expect(decodeFunctionData({ abi: routerAbi, data: call.data })).toEqual({
      functionName: 'swapExactETHForTokens',
      args: [495n, [weth, usdc], user, 1234n],
    })
  })

  test('behavior: tokens to native and tokens to tokens pick their router functions', () => {
    const toEth = buildSwapCall({
      ...common,
      from: token({}),
      to: eth,
      plan: { kind: 'router', path: [usdc, weth], toAmount: 200n },
    })
    expect(toEth.value).toBe(0n)
    expect(decodeFunctionData({ abi: routerAbi, data: toEth.data })).toMatchObject({
      functionName: 'swapExactTokensForETH',
      args: [1000n, 198n, [usdc, weth], user, 1234n],
    })
    const toToken = buildSwapCall({
      ...common,
      from: token({}),
      to: token({ address: weth }),
      plan: { kind: 'router', path: [usdc, weth], toAmount: 200n },
    })
    expect(decodeFunctionData({ abi: routerAbi, data: toToken.data }).functionName).toBe(
      'swapExactTokensForTokens',
    )
  })

  test('behavior: wrapping and unwrapping call WETH9 itself', () => {
    const wrap = buildSwapCall({
      ...common,
      from: eth,
      to: token({ address: weth }),
      plan: { kind: 'wrap', toAmount: 1000n },
    })
    expect(wrap).toMatchObject({ to: weth, value: 1000n })
    expect(decodeFunctionData({ abi: weth9Abi, data: wrap.data }).functionName).toBe('deposit')
    const unwrap = buildSwapCall({
      ...common,
      from: token({ address: weth }),
      to: eth,
      plan: { kind: 'unwrap', toAmount: 1000n },
    })
    expect(unwrap).toMatchObject({ to: weth, value: 0n })
    expect(decodeFunctionData({ abi: weth9Abi, data: unwrap.data })).toEqual({
      functionName: 'withdraw',
      args: [1000n],
    })
  })
})
