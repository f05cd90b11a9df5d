import { decodeFunctionData } from 'viem/utils'
import { describe, expect, test } from 'vitest'
import { recipient, usdcAddress } from '../testing/fakeSend.ts'
import { buildTransferCall } from './buildTransferCall.ts'
import { erc20TransferAbi } from './erc20TransferAbi.ts'

describe('buildTransferCall', () => {
  test('behavior: the native coin moves as value to the recipient, with no data', () => {
    expect(buildTransferCall({ recipient, amount: 5n })).toEqual({ to: recipient, value: 5n })
  })

  test('behavior: an ERC-20 is a transfer(recipient, amount) call to the token, with no value', () => {
    const call = buildTransferCall({ token: usdcAddress, recipient, amount: 1_500_000n })
    expect(call).toMatchObject({ to: usdcAddress, value: 0n })
    expect(call.data?.slice(0, 10)).toBe('0xa9059cbb')
    expect(decodeFunctionData({ abi: erc20TransferAbi, data: call.data! })).toEqual({
      functionName: 'transfer',
      args: [recipient, 1_500_000n],
    })
  })
})
