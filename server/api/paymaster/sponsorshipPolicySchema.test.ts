import { describe, expect, test } from 'vitest'
import { sponsorshipPolicySchema, targetSelectors } from './sponsorshipPolicySchema.ts'

const usdc = '0x1111111111111111111111111111111111111111'
const policy = (targets: unknown, chain = '1') => ({
  userDailyCapWei: '1000',
  totalBudgetWei: '10000',
  chains: { [chain]: { targets } },
})
const issues = (input: unknown) =>
  sponsorshipPolicySchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

describe('sponsorshipPolicySchema', () => {
  test('behavior: selectors are 4-byte hex, Solidity signatures or "*"; targets an address or self', () => {
    const parsed = sponsorshipPolicySchema.parse(
      policy([
        { address: usdc, selectors: ['0xA9059CBB', 'approve(address,uint256)'] },
        { address: 'self', selectors: ['*'] },
      ]),
    )
    const [token, self] = parsed.chains['1']!.targets
    expect(targetSelectors(token!)).toEqual(new Set(['0xa9059cbb', '0x095ea7b3']))
    expect(targetSelectors(self!)).toBe('any')
  })

  test('behavior: what is not a policy is refused with the reason', () => {
    expect(issues(policy([{ address: usdc, selectors: ['transfer'] }]))[0]).toContain('a selector')
    expect(issues(policy([{ address: 'usdc', selectors: ['*'] }]))[0]).toContain('an address')
    expect(issues(policy([{ address: usdc, selectors: [] }]))).toHaveLength(1)
    expect(issues(policy([], 'base'))[0]).toContain('"base" is not a chain id')
    expect(issues({ ...policy([]), userDailyCapWei: '1e18' })[0]).toContain('an amount in wei')
    expect(issues({ ...policy([]), totalBudgetWei: -1 })).toHaveLength(1)
  })

  test('behavior: a chain may list EIP-7702 delegates besides KeyportDelegate; each must be an address', () => {
    const delegate = '0x2222222222222222222222222222222222222222'
    const parsed = sponsorshipPolicySchema.parse({
      ...policy([]),
      chains: { '1': { targets: [], delegates: [delegate] } },
    })
    expect(parsed.chains['1']!.delegates).toEqual([delegate])
    expect(sponsorshipPolicySchema.parse(policy([])).chains['1']!.delegates).toBeUndefined()
    expect(
      issues({
        ...policy([]),
        chains: { '1': { targets: [], delegates: ['KeyportDelegate'] } },
      })[0],
    ).toContain('a delegate contract')
    expect(
      issues({
        ...policy([]),
        chains: { '1': { targets: [], delegates: Array(17).fill(delegate) } },
      }),
    ).toHaveLength(1)
  })
})
