// @vitest-environment jsdom

import { createFakeChainRpc } from '@keyport/server/frame/page/approval/testing/createFakeChainRpc.ts'
import { createFakeGate } from '@keyport/server/frame/page/approval/testing/createFakeGate.ts'
import { handleRpc } from '@keyport/server/frame/page/handleRpc.ts'
import { within } from '@testing-library/dom'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

// Finding 6 of Order 14: the frame's card showed a USDC approve(attacker, 2^256-1) as "To: USDC,
// Amount 0 ETH" and a Permit as its type name only. These requests go through the frame's own
// RPC handler, as an app's would, and the card must say what the signature gives away.
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const attacker = '0x000000000000000000000000000000000000bEEF'
const account = privateKeyToAccount(generatePrivateKey())

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
  const chain = createFakeChainRpc({ tokens: { [usdc]: { symbol: 'USDC', decimals: 6 } } })
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    const { method, params } = JSON.parse(init.body) as { method: string; params: unknown[] }
    const result = await chain.rpc(method, params).then(
      (value) => ({ result: value }),
      (error: Error) => ({ error: { message: error.message } }),
    )
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, ...result }))
  })
})
afterEach(() => vi.unstubAllGlobals())

/** Sends a request to the frame's handler and returns the card it opens, and its answer. */
async function openCard(method: string, params: unknown[]) {
  const answer = handleRpc(
    {
      account,
      origin: 'https://hostile.example',
      chainId: 1,
      rpcUrl: () => 'http://chain.test/v1/?chainId=1',
      doc: document,
      smartAccountChains: [],
      gate: createFakeGate().gate,
    },
    method,
    params,
  )
  answer.catch(() => undefined)
  const root = document.getElementById('approval')!
  await vi.waitFor(() => expect(root.hidden).toBe(false))
  const card = within(root)
  return { card, text: () => root.textContent ?? '', answer }
}

describe('approval card (what you sign is what you see)', () => {
  test('attack: an unlimited USDC approve shows "Unlimited USDC" and the spender, not "0 ETH"', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [attacker, maxUint256],
    })
    const { card, answer } = await openCard('eth_sendTransaction', [
      { from: account.address, to: usdc, data },
    ])
    expect(card.getByTestId('approval-token-approval').textContent).toBe(
      `Unlimited USDC to ${attacker}`,
    )
    expect(card.getByTestId('approval-origin').textContent).toBe(
      'Request from https://hostile.example',
    )
    expect(card.getByTestId('approval-chain').textContent).toBe('Ethereum (chain 1)')
    card.getByRole('button', { name: 'Reject' }).click()
    await expect(answer).rejects.toThrow('Signature declined')
  })

  test('attack: a Permit shows the spender, the amount and the deadline', async () => {
    const typed = {
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: usdc },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: {
        owner: account.address,
        spender: attacker,
        value: maxUint256.toString(),
        nonce: 0,
        deadline: 1893456000,
      },
    }
    const { card, answer } = await openCard('eth_signTypedData_v4', [
      account.address,
      JSON.stringify(typed),
    ])
    expect(card.getByTestId('approval-permit').textContent).toBe(`Unlimited USDC to ${attacker}`)
    expect(card.getByTestId('approval-spender').textContent).toBe(attacker)
    expect(card.getByTestId('approval-deadline').textContent).toBe('2030-01-01 00:00 UTC')
    card.getByRole('button', { name: 'Reject' }).click()
    await expect(answer).rejects.toThrow('Signature declined')
  })

  test('attack: unknown calldata is flagged as an unknown contract call with its selector', async () => {
    const { card, answer } = await openCard('eth_sendTransaction', [
      { from: account.address, to: usdc, data: '0x12345678aabbccdd' },
    ])
    expect(card.getByTestId('approval-unknown-contract-call').textContent).toBe(
      `Function 0x12345678 on ${usdc}`,
    )
    await vi.waitFor(() =>
      expect(card.getByTestId('approval-balance-changes').textContent).toBe(
        'Could not simulate this transaction',
      ),
    )
    card.getByRole('button', { name: 'Reject' }).click()
    await expect(answer).rejects.toThrow('Signature declined')
  })
})
