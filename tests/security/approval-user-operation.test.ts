// @vitest-environment jsdom

import { createFakeChainRpc } from '@keyport/server/frame/page/approval/testing/createFakeChainRpc.ts'
import { createFakeGate } from '@keyport/server/frame/page/approval/testing/createFakeGate.ts'
import { closeApproval } from '@keyport/server/frame/page/approvalUi.ts'
import { handleRpc } from '@keyport/server/frame/page/handleRpc.ts'
import { within } from '@testing-library/dom'
import { encodeFunctionData, parseAbi, parseEther } from 'viem'
import { entryPoint08Address, getUserOperationTypedData } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

// Finding 3 of Order 20: the owner key signs the smart account's operations as EIP-712
// `PackedUserOperation`, and KeyportAccount.sol runs whatever that signature covers. With the plain
// account active, eth_signTypedData_v4 showed such typed data as "Type: PackedUserOperation" only,
// so one click could hand over the smart account. The request goes through the frame's own RPC
// handler, as an app's would.
const account = privateKeyToAccount(generatePrivateKey())
const smartAccount = '0x1111111111111111111111111111111111111111'
const attacker = '0x000000000000000000000000000000000000bEEF'
const accountAbi = parseAbi(['function execute(address target, uint256 value, bytes data)'])

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
  const chain = createFakeChainRpc()
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    const { method, params } = JSON.parse(init.body) as { method: string; params: unknown[] }
    const result = await chain.rpc(method, params).then(
      (value) => ({ result: value }),
      (error: Error) => ({ error: { message: error.message } }),
    )
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, ...result }))
  })
})
afterEach(() => {
  closeApproval()
  vi.unstubAllGlobals()
})

function operation(callData: `0x${string}`) {
  const typed = getUserOperationTypedData({
    chainId: 1,
    entryPointAddress: entryPoint08Address,
    userOperation: {
      sender: smartAccount,
      nonce: 0n,
      callData,
      callGasLimit: 1n,
      verificationGasLimit: 1n,
      preVerificationGas: 1n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
      signature: '0x',
    },
  })
  return JSON.stringify(typed, (_, value) => (typeof value === 'bigint' ? `${value}` : value))
}

function sign(json: string) {
  return handleRpc(
    {
      account,
      origin: 'https://hostile.example',
      chainId: 1,
      rpcUrl: () => 'http://chain.test/v1/?chainId=1',
      doc: document,
      smartAccountChains: [],
      gate: createFakeGate().gate,
    },
    'eth_signTypedData_v4',
    [account.address, json],
  )
}

describe('approval card for typed data the smart account would run', () => {
  test('attack: a PackedUserOperation shows the smart account and the calls it would run', async () => {
    const answer = sign(
      operation(
        encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [attacker, parseEther('5'), '0x'],
        }),
      ),
    )
    answer.catch(() => undefined)
    const root = document.getElementById('approval')!
    await vi.waitFor(() => expect(root.hidden).toBe(false))
    const card = within(root)
    expect(card.getByTestId('approval-smart-account-operation').textContent).toBe(
      `Runs as smart account ${smartAccount}: anyone holding this signature can submit it`,
    )
    expect(card.getByTestId('approval-call-1:-send').textContent).toBe(`5 ETH to ${attacker}`)
    expect(card.queryByText('PackedUserOperation')).toBeNull()
    card.getByRole('button', { name: 'Reject' }).click()
    await expect(answer).rejects.toThrow('Signature declined')
  })

  test('attack: a PackedUserOperation the card cannot decode is refused, with no card and no signature', async () => {
    await expect(sign(operation('0x12345678'))).rejects.toThrow(
      /^This signature would authorise a smart account operation that the wallet cannot show/,
    )
    expect(document.getElementById('approval')!.hidden).toBe(true)
  })
})
