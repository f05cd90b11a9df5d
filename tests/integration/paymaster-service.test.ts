import { devProjectSecretKey } from '@keyport/server/api/testing/startTestApi.ts'
import { paymasterHash } from '@keyport/server/chain/paymaster/paymasterData.ts'
import { accountAbstractionAccount } from '@keyport/stack'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  recoverMessageAddress,
  slice,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  getUserOperationHash,
} from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type AccountAbstractionStack,
  startAccountAbstraction,
} from './support/startAccountAbstraction.ts'

// Issue 32, item 5: viem's own ERC-7677 paymaster client (nobody here wrote it) against the data
// API's paymaster service, with keyport-dev's dev policy made at the API's start: a smart account
// with 0 ETH sends USDC, the gas paid by the paymaster, on Ethereum and on Base.
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const transfer = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [recipient, 1_000_000n],
})

describe('paymaster service: viem’s paymaster client sponsors a 0-ETH account', () => {
  let stack: AccountAbstractionStack
  beforeAll(async () => {
    stack = await startAccountAbstraction({ chainIds: [1, 8453] })
  }, 180_000)
  afterAll(() => stack?.stop())

  const paymasterUrl = (chainId: number) =>
    `${stack.api.url}/v1/paymaster?chainId=${chainId}&projectId=keyport-dev`

  test.each([1, 8453])(
    'behavior: on chain %i a new account with USDC and no ETH sends USDC, gas paid by the paymaster',
    async (chainId) => {
      const on = stack.on(chainId)
      const usdc = on.chain.tokens.find((token) => token.symbol === 'USDC')!.address as Address
      const { account } = await on.unfundedAccount()
      await on.fundToken(account.address, 'USDC', 5_000_000n)
      const paymaster = createPaymasterClient({ transport: http(paymasterUrl(chainId)) })
      const bundler = createBundlerClient({
        client: on.client,
        transport: http(`${stack.api.url}/v1?chainId=${chainId}&projectId=keyport-dev`),
        paymaster,
        pollingInterval: 100,
      })
      const before = await on.client.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      })

      // The stub names the sponsor, as ERC-7677 lets a wallet show it.
      const calls = [
        { to: usdc, abi: erc20Abi, functionName: 'transfer', args: [recipient, 1_000_000n] },
      ] as const
      const stub = await paymaster.getPaymasterStubData({
        sender: account.address,
        nonce: 0n,
        callData: await account.encodeCalls([{ to: usdc, data: transfer }]),
        chainId,
        entryPointAddress: account.entryPoint.address,
      })
      expect(stub).toMatchObject({
        paymaster: on.paymaster,
        sponsor: { name: 'Keyport local development' },
        isFinal: false,
      })

      const hash = await bundler.sendUserOperation({
        account,
        calls: [...calls],
      })
      const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
      expect(receipt.success).toBe(true)
      expect(receipt.paymaster).toBe(on.paymaster)
      expect(receipt.sender).toBe(account.address)
      expect(await on.client.getBalance({ address: account.address })).toBe(0n)
      expect(
        await on.client.readContract({
          address: usdc,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [recipient],
        }),
      ).toBe(before + 1_000_000n)

      // The signature is the dev paymaster signer's over the contract's hash of what was sent.
      const sent = await bundler.getUserOperation({ hash })
      const op = sent.userOperation
      const data = op.paymasterData as Hex
      const signer = await recoverMessageAddress({
        message: {
          raw: paymasterHash({
            userOperation: op,
            chainId,
            paymaster: on.paymaster,
            validUntil: Number(BigInt(slice(data, 0, 32))),
            validAfter: Number(BigInt(slice(data, 32, 64))),
          }),
        },
        signature: slice(data, 64),
      })
      expect(signer).toBe(accountAbstractionAccount('paymasterSigner').address)
      expect(hash).toBe(
        getUserOperationHash({
          userOperation: op,
          chainId,
          entryPointAddress: account.entryPoint.address,
          entryPointVersion: '0.8',
        }),
      )

      // Asking the service again for the operation it sponsored: the nonce is used.
      const again = await paymaster
        .getPaymasterData({ ...op, chainId, entryPointAddress: account.entryPoint.address })
        .catch((error: { details?: string; cause?: { data?: unknown } }) => error)
      expect((again as { cause?: { data?: unknown } }).cause?.data).toEqual({ rule: 'replayed' })
      expect((again as { details?: string }).details).toContain('has already been used')

      // The project's usage counts it for this sender.
      const usage = await fetch(`${stack.api.url}/v1/sponsorship/usage?projectId=keyport-dev`, {
        headers: { authorization: `Bearer ${devProjectSecretKey}` },
      }).then((response) => response.json() as Promise<{ senders: { sender: string }[] }>)
      expect(usage.senders.map((entry) => entry.sender)).toContain(account.address.toLowerCase())
    },
    120_000,
  )

  test('behavior: a call the dev policy does not cover is refused before gas estimation, and nothing is sent', async () => {
    const on = stack.on(8453)
    const { account } = await on.unfundedAccount()
    const bundler = createBundlerClient({
      client: on.client,
      transport: http(`${stack.api.url}/v1?chainId=8453&projectId=keyport-dev`),
      paymaster: createPaymasterClient({ transport: http(paymasterUrl(8453)) }),
      pollingInterval: 100,
    })
    const refused = await bundler
      .sendUserOperation({ account, calls: [{ to: recipient, value: 0n, data: '0x12345678' }] })
      .then(() => undefined)
      .catch((error: Error) => error)
    expect(refused?.message).toContain(
      'Sponsorship refused: 0x0000…bEEF is not a contract this app sponsors on chain 8453.',
    )
    expect(await on.client.getCode({ address: account.address })).toBeUndefined()
  })
})
