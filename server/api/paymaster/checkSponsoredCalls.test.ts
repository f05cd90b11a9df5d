import { encodeFunctionData, erc20Abi, parseAbi, toFunctionSelector } from 'viem'
import { describe, expect, test } from 'vitest'
import { checkSponsoredCalls } from './checkSponsoredCalls.ts'
import { decodeAccountCalls } from './decodeAccountCalls.ts'
import type { SponsorshipPolicy } from './sponsorshipPolicySchema.ts'

const usdc = '0x1111111111111111111111111111111111111111'
const router = '0x2222222222222222222222222222222222222222'
const sender = '0x3333333333333333333333333333333333333333'
const policy: SponsorshipPolicy = {
  userDailyCapWei: '1000',
  totalBudgetWei: '10000',
  chains: {
    '1': {
      targets: [
        { address: usdc, label: 'USDC', selectors: ['transfer(address,uint256)'] },
        { address: router, selectors: ['*'] },
        { address: 'self', selectors: [toFunctionSelector('revokeSession(address)')] },
      ],
    },
  },
}
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function revokeSession(address key)',
])
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [sender, 1n] })
const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [sender, 1n] })
const execute = (target: `0x${string}`, data: `0x${string}`) =>
  encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [target, 0n, data] })
const check = (callData: `0x${string}`, chainId = 1) =>
  checkSponsoredCalls({ policy, chainId, sender, calls: decodeAccountCalls(callData) })
const refusal = (run: () => void) => {
  try {
    run()
  } catch (error) {
    return { rule: (error as { rule: string }).rule, message: (error as Error).message }
  }
  return undefined
}

describe('checkSponsoredCalls', () => {
  test('behavior: allows listed targets and functions, any function of a "*" target, and self', () => {
    expect(refusal(() => check(execute(usdc, transfer)))).toBeUndefined()
    expect(refusal(() => check(execute(router, '0xdeadbeef')))).toBeUndefined()
    const revoke = encodeFunctionData({
      abi: accountAbi,
      functionName: 'revokeSession',
      args: [usdc],
    })
    const batch = encodeFunctionData({
      abi: accountAbi,
      functionName: 'executeBatch',
      args: [
        [
          { target: usdc, value: 0n, data: transfer },
          { target: sender, value: 0n, data: revoke },
        ],
      ],
    })
    expect(refusal(() => check(batch))).toBeUndefined()
  })

  test('behavior: refuses by rule, with a sentence the wallet can show', () => {
    expect(
      refusal(() => check(execute(sender.replace('3', '4') as `0x${string}`, transfer))),
    ).toEqual({
      rule: 'target',
      message: 'Sponsorship refused: 0x4333…3333 is not a contract this app sponsors on chain 1.',
    })
    expect(refusal(() => check(execute(usdc, approve)))?.rule).toBe('selector')
    expect(refusal(() => check(execute(usdc, '0x')))?.message).toContain('plain transfer')
    expect(refusal(() => check(execute(usdc, transfer), 8453))?.rule).toBe('chain')
    // Not execute/executeBatch: the policy cannot read it.
    expect(refusal(() => check(approve))?.rule).toBe('selector')
    // A batch hiding one refused call among allowed ones is refused.
    const batch = encodeFunctionData({
      abi: accountAbi,
      functionName: 'executeBatch',
      args: [
        [
          { target: usdc, value: 0n, data: transfer },
          { target: usdc, value: 0n, data: approve },
        ],
      ],
    })
    expect(refusal(() => check(batch))?.rule).toBe('selector')
  })
})
