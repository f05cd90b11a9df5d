import { keyportPaymasterAbi } from '@keyport/server/chain/abis.ts'
import { type Address, encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type AccountAbstractionStack,
  startAccountAbstraction,
} from './support/startAccountAbstraction.ts'

// KeyportPaymaster on the real EntryPoint v0.8, judged by Pimlico's alto and viem's bundler client:
// a KeyportAccount with 0 ETH sends USDC with paymasterAndData signed by
// server/chain/paymaster/paymasterData.ts (the dev paymaster key), and the paymaster's deposit in
// the EntryPoint pays the gas. The data API's policy (which decides what to sign) is tested apart.
describe('KeyportPaymaster: sponsored user operations through alto', () => {
  let stack: AccountAbstractionStack

  beforeAll(async () => {
    stack = await startAccountAbstraction({ chainIds: [1, 8453] })
  }, 120_000)
  afterAll(() => stack?.stop())

  for (const chainId of [1, 8453]) {
    test(`behavior: a new account with 0 ETH sends USDC, gas paid from the paymaster's deposit (chain ${chainId})`, async () => {
      const { chain, client, bundlerClient, paymaster, sponsor, unfundedAccount, fundToken } =
        stack.on(chainId)
      const usdc = chain.tokens.find((token) => token.symbol === 'USDC')!.address as Address
      const { account } = await unfundedAccount()
      const recipient = privateKeyToAccount(generatePrivateKey()).address
      await fundToken(account.address, 'USDC', parseUnits('100', 6))
      const depositOf = () =>
        client.readContract({
          address: paymaster,
          abi: keyportPaymasterAbi,
          functionName: 'getDeposit',
        })
      const depositBefore = await depositOf()

      const hash = await bundlerClient.sendUserOperation({
        account,
        calls: [
          {
            to: usdc,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [recipient, parseUnits('25', 6)],
            }),
          },
        ],
        paymaster: sponsor(),
      })
      const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })

      expect(receipt.success).toBe(true)
      expect(receipt.paymaster).toBe(paymaster)
      const balanceOf = (owner: Address) =>
        client.readContract({
          address: usdc,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        })
      expect(await balanceOf(recipient)).toBe(parseUnits('25', 6))
      expect(await balanceOf(account.address)).toBe(parseUnits('75', 6))
      // The account never had ETH, deployed itself in this operation, and still has none.
      expect(await client.getBalance({ address: account.address })).toBe(0n)
      expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{10,}/)
      // The EntryPoint charged the operation's actual cost to the paymaster's deposit.
      expect(receipt.actualGasCost).toBeGreaterThan(0n)
      expect(await depositOf()).toBe(depositBefore - receipt.actualGasCost)
      expect(depositBefore).toBeLessThanOrEqual(parseEther('1000'))
    }, 60_000)
  }
})
