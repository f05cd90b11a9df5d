import { encodeFunctionData, erc20Abi, parseEther, parseUnits, toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { type CardContext, messageCard, messageText, transactionCard } from './buildCards.ts'
import { createFakeChainRpc } from './testing/createFakeChainRpc.ts'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const friend = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

function context(overrides: Partial<CardContext> = {}): CardContext {
  const { rpc } = createFakeChainRpc({ tokens: { [usdc]: { symbol: 'USDC', decimals: 6 } } })
  return {
    origin: 'https://app.example',
    chainId: 8453,
    from: user,
    smart: false,
    rpc,
    ...overrides,
  }
}

describe('messageCard', () => {
  test('behavior: personal_sign shows the decoded text; the hex is the raw data', () => {
    const card = messageCard(context(), toHex('Sign in to Example'))
    expect(card.rows[0]).toEqual({ label: 'Message', value: 'Sign in to Example' })
    expect(card.raw).toBe(toHex('Sign in to Example'))
    expect(card.chain).toEqual({ id: 8453, name: 'Base' })
    expect(card.origin).toBe('https://app.example')
  })

  test('behavior: bytes that are not UTF-8 stay hex', () => {
    expect(messageText('0xff00fe')).toBe('0xff00fe')
  })
})

describe('transactionCard', () => {
  test('behavior: a wallet_sendCalls batch gets one numbered row per call, and one simulation for all', async () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [friend, parseUnits('2', 6)],
    })
    const card = await transactionCard(context({ smart: true }), 'Send calls', [
      { to: friend, value: parseEther('0.01') },
      { to: usdc, data: transfer },
    ])
    expect(card.rows).toEqual([
      { label: 'Call 1: Send', value: `0.01 ETH to ${friend}` },
      { label: 'Call 2: Send', value: `2 USDC to ${friend}` },
      { label: 'From', value: `${user} (smart account)` },
    ])
    expect(await card.simulation).toEqual({ status: 'unavailable' })
    expect(JSON.parse(card.raw)).toEqual([
      { to: friend, value: '10000000000000000', data: '0x' },
      { to: usdc, value: '0', data: transfer },
    ])
  })
})
