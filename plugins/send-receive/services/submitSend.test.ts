import { describe, expect, test, vi } from 'vitest'
import { eth, fakeChain, from, recipient, sendErrorOf } from '../testing/fakeSend.ts'
import { prepareSend } from './prepareSend.ts'
import { submitSend } from './submitSend.ts'

const hash = `0x${'ab'.repeat(32)}` as const
const preview = await prepareSend({
  draft: { token: eth, amount: '0.5', recipient },
  from,
  chainId: 1,
  chain: fakeChain().chain,
  dataApi: { get: vi.fn() } as never,
  native: { symbol: 'ETH', decimals: 18 },
})
const wallet = { address: from.toLowerCase(), chainId: 1 }
const providerAnswering = (answer: () => unknown) => ({ request: vi.fn(async () => answer()) })
const failure = sendErrorOf

describe('submitSend', () => {
  test('behavior: asks eth_sendTransaction with the previewed gas and fees, and returns the hash', async () => {
    const provider = providerAnswering(() => hash)
    expect(await submitSend({ preview, provider, wallet })).toBe(hash)
    expect(provider.request).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to: recipient,
          value: '0x6f05b59d3b20000',
          gas: '0x5208',
          maxFeePerGas: '0x77359400',
          maxPriorityFeePerGas: '0x3b9aca00',
          chainId: '0x1',
        },
      ],
    })
  })

  test.each([
    ['a rejection (4001)', { code: 4001, message: 'User rejected' }],
    [
      'a wrapped rejection',
      { code: -32603, message: 'x', data: { originalError: { code: 4001 } } },
    ],
  ])('behavior: %s is spec §8 "Signature declined"', async (_name, thrown) => {
    const provider = providerAnswering(() => {
      throw thrown
    })
    expect(await failure(submitSend({ preview, provider, wallet }))).toMatchObject({
      name: 'SignatureDeclinedError',
      shortMessage: 'Signature declined',
    })
  })

  test.each([['0x1234'], [`0x${'zz'.repeat(32)}`], [`0x${'ab'.repeat(33)}`], [{ hash }], [null]])(
    'behavior: the answer %j is not a transaction hash and is refused',
    async (answer) => {
      const error = await failure(
        submitSend({ preview, provider: providerAnswering(() => answer), wallet }),
      )
      expect(error).toMatchObject({
        name: 'TransactionHashInvalidError',
        shortMessage: 'The wallet answered with an invalid transaction hash.',
      })
    },
  )

  test('behavior: another wallet error is a clear failure that keeps the wallet’s words', async () => {
    const provider = providerAnswering(() => {
      throw { code: -32000, message: 'nonce too low' }
    })
    expect(await failure(submitSend({ preview, provider, wallet }))).toMatchObject({
      code: 'sendFailed',
      shortMessage: 'The wallet could not send the transaction. Try again.',
    })
  })

  test('behavior: a wallet now on another chain or account is not asked at all', async () => {
    const provider = providerAnswering(() => hash)
    for (const moved of [{ ...wallet, chainId: 8453 }, { ...wallet, address: recipient }, {}])
      expect((await failure(submitSend({ preview, provider, wallet: moved }))).code).toBe(
        'networkChanged',
      )
    expect(provider.request).not.toHaveBeenCalled()
  })
})
