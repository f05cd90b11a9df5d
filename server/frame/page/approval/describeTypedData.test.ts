import { maxUint256, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { describeTypedData, formatDeadline } from './describeTypedData.ts'
import { createTokenReader } from './readToken.ts'
import { createFakeChainRpc } from './testing/createFakeChainRpc.ts'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const weth = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const spender = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function describeWith(typed: Parameters<typeof describeTypedData>[0]['typed'], chainId = 1) {
  const { rpc } = createFakeChainRpc({
    tokens: { [usdc]: { symbol: 'USDC', decimals: 6 }, [weth]: { symbol: 'WETH', decimals: 18 } },
  })
  return describeTypedData({ typed, chainId, readToken: createTokenReader(rpc) })
}

const value = (rows: { label: string; value: string }[], label: string) =>
  rows.filter((row) => row.label === label).map((row) => row.value)

describe('describeTypedData', () => {
  test('behavior: an EIP-2612 Permit shows amount, spender and deadline', async () => {
    const rows = await describeWith({
      primaryType: 'Permit',
      domain: { name: 'USD Coin', chainId: 1, verifyingContract: usdc },
      message: { owner, spender, value: '25000000', nonce: 0, deadline: 1893456000 },
    })
    expect(value(rows, 'Permit')).toEqual([`25 USDC to ${spender}`])
    expect(value(rows, 'Spender')).toEqual([spender])
    expect(value(rows, 'Deadline')).toEqual(['2030-01-01 00:00 UTC'])
    expect(value(rows, 'Signing for')).toEqual([`USD Coin at ${usdc}`])
  })

  test('behavior: an unlimited Permit and a DAI-style allowed permit say Unlimited', async () => {
    const erc2612 = await describeWith({
      primaryType: 'Permit',
      domain: { verifyingContract: usdc },
      message: {
        owner,
        spender,
        value: maxUint256.toString(),
        nonce: 0,
        deadline: maxUint256.toString(),
      },
    })
    expect(erc2612[0]).toEqual({
      label: 'Permit',
      value: `Unlimited USDC to ${spender}`,
      warning: true,
    })
    expect(value(erc2612, 'Deadline')).toEqual(['Never'])
    const dai = await describeWith({
      primaryType: 'Permit',
      domain: { verifyingContract: usdc },
      message: { holder: owner, spender, nonce: 0, expiry: 0, allowed: true },
    })
    expect(value(dai, 'Permit')).toEqual([`Unlimited USDC to ${spender}`])
  })

  test('behavior: Permit2 PermitSingle and PermitBatch show each token allowance, expiry and deadline', async () => {
    const details = {
      token: usdc,
      amount: (2n ** 160n - 1n).toString(),
      expiration: 1893456000,
      nonce: 0,
    }
    const single = await describeWith({
      primaryType: 'PermitSingle',
      domain: { name: 'Permit2', chainId: 1, verifyingContract: permit2 },
      message: { details, spender, sigDeadline: '1893456000' },
    })
    expect(value(single, 'Permit2 approval')).toEqual([`Unlimited USDC to ${spender}`])
    expect(value(single, 'Approval expires')).toEqual(['2030-01-01 00:00 UTC'])
    const batch = await describeWith({
      primaryType: 'PermitBatch',
      domain: { verifyingContract: permit2 },
      message: {
        details: [details, { ...details, token: weth, amount: parseUnits('1.5', 18).toString() }],
        spender,
        sigDeadline: 1893456000,
      },
    })
    expect(value(batch, 'Permit2 approval')).toEqual([
      `Unlimited USDC to ${spender}`,
      `1.5 WETH to ${spender}`,
    ])
  })

  test('behavior: Permit2 PermitTransferFrom shows what the spender may take', async () => {
    const rows = await describeWith({
      primaryType: 'PermitTransferFrom',
      domain: { verifyingContract: permit2 },
      message: {
        permitted: { token: usdc, amount: '3000000' },
        spender,
        nonce: 1,
        deadline: 1893456000,
      },
    })
    expect(value(rows, 'Permit2 transfer')).toEqual([`3 USDC may be taken by ${spender}`])
    expect(value(rows, 'Deadline')).toEqual(['2030-01-01 00:00 UTC'])
  })

  test('behavior: other typed data shows its type; a domain on another chain is a warning', async () => {
    const rows = await describeWith(
      {
        primaryType: 'Greeting',
        domain: { name: 'Keyport sandbox', chainId: 8453 },
        message: { text: 'hi' },
      },
      1,
    )
    expect(value(rows, 'Type')).toEqual(['Greeting'])
    expect(rows.at(-1)).toEqual({
      label: 'Other chain',
      value: 'This signature is for Base (chain 8453)',
      warning: true,
    })
  })

  test('behavior: a Permit that does not match the standard shape is not decoded as one', async () => {
    const rows = await describeWith({
      primaryType: 'Permit',
      domain: { verifyingContract: usdc },
      message: { spender: 'not an address', value: '1' },
    })
    expect(value(rows, 'Type')).toEqual(['Permit'])
  })
})

describe('formatDeadline', () => {
  test('behavior: seconds as a UTC minute; Permit2 max as Never', () => {
    expect(formatDeadline(0n)).toBe('1970-01-01 00:00 UTC')
    expect(formatDeadline(2n ** 48n - 1n)).toBe('Never')
  })
})
