import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther } from 'viem'
import { entryPoint08Address, getUserOperationTypedData } from 'viem/account-abstraction'
import { describe, expect, test } from 'vitest'
import { describeTypedData } from './describeTypedData.ts'
import { createTokenReader } from './readToken.ts'
import { createFakeChainRpc } from './testing/createFakeChainRpc.ts'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const sender = '0x1111111111111111111111111111111111111111'
const thief = '0x000000000000000000000000000000000000dEaD'
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function grantSession(address key)',
])

/** Typed data exactly as the wallet's smart account signs an operation (EntryPoint v0.8). */
function userOperation(callData: `0x${string}`, extra: { paymaster?: `0x${string}` } = {}) {
  return getUserOperationTypedData({
    chainId: 1,
    entryPointAddress: entryPoint08Address,
    userOperation: {
      sender,
      nonce: 7n,
      callData,
      callGasLimit: 100_000n,
      verificationGasLimit: 200_000n,
      preVerificationGas: 50_000n,
      maxFeePerGas: 10_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      signature: '0x',
      ...(extra.paymaster
        ? {
            paymaster: extra.paymaster,
            paymasterVerificationGasLimit: 1n,
            paymasterPostOpGasLimit: 1n,
            paymasterData: '0x',
          }
        : {}),
    },
  })
}

function describeOp(typed: ReturnType<typeof userOperation>) {
  const { rpc } = createFakeChainRpc({ tokens: { [usdc]: { symbol: 'USDC', decimals: 6 } } })
  // As the app sends it: JSON, numbers as strings.
  const json = JSON.parse(
    JSON.stringify(typed, (_, value) => (typeof value === 'bigint' ? value.toString() : value)),
  )
  return describeTypedData({ typed: json, chainId: 1, readToken: createTokenReader(rpc), rpc })
}

describe('describeTypedData: PackedUserOperation', () => {
  test('behavior: executeBatch shows the sender and each call, its target, value and function', async () => {
    const callData = encodeFunctionData({
      abi: accountAbi,
      functionName: 'executeBatch',
      args: [
        [
          {
            target: usdc,
            value: 0n,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [thief, maxUint256],
            }),
          },
          { target: thief, value: parseEther('1.5'), data: '0x' },
        ],
      ],
    })
    const rows = await describeOp(userOperation(callData))
    expect(rows.map(({ label, value, warning }) => ({ label, value, warning }))).toEqual([
      {
        label: 'Smart account operation',
        value: `Runs as smart account ${sender}: anyone holding this signature can submit it`,
        warning: true,
      },
      { label: 'Call 1: Token approval', value: `Unlimited USDC to ${thief}`, warning: true },
      { label: 'Call 2: Send', value: `1.5 ETH to ${thief}`, warning: undefined },
      { label: 'Max network fee', value: '0.0035 ETH', warning: undefined },
      { label: 'Nonce', value: '7', warning: undefined },
      { label: 'Signing for', value: `ERC4337 at ${entryPoint08Address}`, warning: undefined },
    ])
    expect(rows.some((row) => row.label === 'Type')).toBe(false)
  })

  test('behavior: execute of an unknown function on the account itself (a session-key grant) is a warning with its selector', async () => {
    const grant = encodeFunctionData({
      abi: accountAbi,
      functionName: 'grantSession',
      args: [thief],
    })
    const callData = encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [sender, 0n, grant],
    })
    const rows = await describeOp(
      userOperation(callData, { paymaster: '0x2222222222222222222222222222222222222222' }),
    )
    expect(rows[1]).toEqual({
      label: 'Call 1: Unknown contract call',
      value: `Function ${grant.slice(0, 10)} on ${sender}`,
      warning: true,
    })
    expect(rows.find((row) => row.label === 'Paymaster')?.value).toBe(
      '0x2222222222222222222222222222222222222222',
    )
  })

  test('behavior: callData that is neither execute nor executeBatch is refused, saying why', async () => {
    await expect(describeOp(userOperation('0xdeadbeef'))).rejects.toThrow(
      'This signature would authorise a smart account operation that the wallet cannot show (its callData 0xdeadbeef is neither execute nor executeBatch), so it is refused.',
    )
    const typed = userOperation('0x')
    await expect(
      describeOp({ ...typed, message: { ...typed.message, sender: 'nobody' as never } }),
    ).rejects.toThrow(/cannot show \(sender is malformed\)/)
  })
})
