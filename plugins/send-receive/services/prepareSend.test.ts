import { createDataApiClient } from '@keyport/kernel'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  eth,
  ether,
  fakeChain,
  fee,
  from,
  recipient,
  sendErrorOf,
  usdc,
  usdcAddress,
} from '../testing/fakeSend.ts'
import { prepareSend } from './prepareSend.ts'

const api = 'http://api.test'
const dataApi = createDataApiClient({ baseUrl: api, projectId: 'p', sdkVersion: '0' })
const server = setupServer(
  http.get(`${api}/v1/profile/account/:name`, ({ params }) =>
    params.name === 'alice.keyport.id'
      ? HttpResponse.json({
          name: 'alice.keyport.id',
          registered: 1,
          updated: 1,
          addresses: { '60': { address: recipient } },
          attributes: {},
        })
      : HttpResponse.json({ reasons: [{ description: 'Name not found' }] }, { status: 404 }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const native = { symbol: 'ETH', decimals: 18, price: 3000 }
const prepare = (draft: Parameters<typeof prepareSend>[0]['draft'], chain = fakeChain()) =>
  prepareSend({ draft, from, chainId: 1, chain: chain.chain, dataApi, native })
const failure = sendErrorOf

describe('prepareSend', () => {
  test('behavior: a native send is priced with the fee estimated on chain, in ETH and USD', async () => {
    const chain = fakeChain()
    const preview = await prepare({ token: eth, amount: '1.5', recipient }, chain)
    expect(preview).toMatchObject({
      chainId: 1,
      from,
      amount: 1_500_000_000_000_000_000n,
      amountText: '1.5',
      amountUsd: 4500,
      recipient: { address: recipient },
      fee,
      feeText: '0.000042',
      call: { to: recipient, value: 1_500_000_000_000_000_000n },
    })
    expect(preview.feeUsd).toBeCloseTo(0.126, 6)
    expect(chain.calls.find((c) => c.method === 'estimateFee')?.args[0]).toEqual({
      from,
      to: recipient,
      value: 1_500_000_000_000_000_000n,
    })
  })

  test('behavior: an ERC-20 send to a name calls the token, and checks the fee against ETH', async () => {
    const preview = await prepare({ token: usdc, amount: '12.5', recipient: 'Alice.keyport.id' })
    expect(preview.recipient).toEqual({ address: recipient, name: 'alice.keyport.id' })
    expect(preview.call).toMatchObject({ to: usdcAddress, value: 0n })
    expect(preview.amountUsd).toBe(12.5)
  })

  test('behavior: the balance read on chain is what counts, not the listed one', async () => {
    const chain = fakeChain({ balances: { native: 2n * ether, [usdcAddress]: 1_000_000n } })
    expect(await failure(prepare({ token: usdc, amount: '2', recipient }, chain))).toMatchObject({
      code: 'amountAboveBalance',
      shortMessage: 'Not enough USDC: the balance is 1 USDC.',
    })
  })

  test('behavior: amount plus fee above the balance is refused, naming the fee', async () => {
    const error = await failure(prepare({ token: eth, amount: '1.99996', recipient }))
    expect(error.shortMessage).toBe(
      'Not enough ETH for the amount and the network fee of 0.000042 ETH.',
    )
    // The whole balance less the fee is fine.
    await expect(prepare({ token: eth, amount: '1.999958', recipient })).resolves.toBeTruthy()
  })

  test('behavior: an ERC-20 send without ETH for the fee is refused', async () => {
    const chain = fakeChain({ balances: { native: 1000n, [usdcAddress]: 100_000_000n } })
    expect(
      (await failure(prepare({ token: usdc, amount: '1', recipient }, chain))).shortMessage,
    ).toBe('Not enough ETH to pay the network fee of 0.000042 ETH.')
  })

  test('behavior: typos are reported before any network call', async () => {
    const chain = fakeChain()
    expect(
      (await failure(prepare({ token: eth, amount: '1', recipient: '0x12' }, chain))).code,
    ).toBe('recipientInvalid')
    expect((await failure(prepare({ token: eth, amount: '0', recipient }, chain))).code).toBe(
      'amountZero',
    )
    expect((await failure(prepare({ amount: '1', recipient }, chain))).code).toBe('tokenMissing')
    expect(chain.calls).toEqual([])
  })

  test('behavior: an unknown name and a failed estimate say what happened', async () => {
    expect(
      (await failure(prepare({ token: eth, amount: '1', recipient: 'nobody.keyport.id' })))
        .shortMessage,
    ).toBe('No address is registered for nobody.keyport.id.')
    const broken = fakeChain({
      estimate: async () => {
        throw new Error('execution reverted')
      },
    })
    expect(await failure(prepare({ token: usdc, amount: '1', recipient }, broken))).toMatchObject({
      code: 'feeEstimateFailed',
      details: 'execution reverted',
    })
  })

  test('behavior: the recipient is told apart by its code: a delegated EOA is an account with a delegate, a contract is a contract', async () => {
    const withKind = (kind: 'account' | 'delegated' | 'contract') => {
      const chain = fakeChain()
      return { ...chain, chain: { ...chain.chain, recipientKind: async () => kind } }
    }
    for (const kind of ['account', 'delegated', 'contract'] as const) {
      const preview = await prepare({ token: eth, amount: '1', recipient }, withKind(kind))
      expect(preview.recipient).toEqual({ address: recipient, kind })
    }
    // A chain that cannot tell leaves the note out, and the send goes on.
    const silent = fakeChain()
    const failing = {
      ...silent,
      chain: { ...silent.chain, recipientKind: () => Promise.reject(new Error('down')) },
    }
    const preview = await prepare({ token: eth, amount: '1', recipient }, failing)
    expect(preview.recipient).toEqual({ address: recipient })
  })
})
