import { createDataApiClient } from '@keyport/kernel'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { dai, swapTokens, usdc, user } from '../testing/swapFixtures.ts'
import { createSwapApi } from './createSwapApi.ts'

const api = 'http://api.test'
const server = setupServer()
const seen: URL[] = []

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)))
})
afterEach(() => {
  server.resetHandlers()
  seen.length = 0
})
afterAll(() => server.close())

function swapApi() {
  return createSwapApi(
    createDataApiClient({ baseUrl: api, projectId: 'keyport-dev', sdkVersion: '0.1.0' }),
  )
}

const request = { chainId: 1, from: usdc, to: dai, amount: 10_000_000n, userAddress: user }

describe('createSwapApi', () => {
  test('behavior: tokens and quotes are asked with CAIP ids and read with zod', async () => {
    server.use(
      http.get(`${api}/v1/convert/tokens`, () => HttpResponse.json({ tokens: swapTokens })),
      http.get(`${api}/v1/convert/quotes`, () =>
        HttpResponse.json({
          quotes: [
            {
              id: 'q1',
              fromAmount: '10000000',
              fromAccount: usdc.address,
              toAmount: '9969999999999999999',
              toAccount: dai.address,
            },
          ],
        }),
      ),
    )
    const swap = swapApi()
    expect(await swap.tokens(1)).toEqual(swapTokens)
    expect(await swap.quote(request)).toBe(9_969_999_999_999_999_999n)
    expect(seen[0]?.searchParams.get('chainId')).toBe('eip155:1')
    expect(Object.fromEntries(seen[1]?.searchParams ?? [])).toMatchObject({
      amount: '10000000',
      userAddress: `eip155:1:${user}`,
      from: usdc.address,
      to: dai.address,
      projectId: 'keyport-dev',
    })
    expect(seen[1]?.searchParams.has('gasPrice')).toBe(false)
    // Spec §7: the quote is asked with the gas price when the caller has it.
    await swap.quote({ ...request, gasPrice: 1_500_000_000n })
    expect(seen[2]?.searchParams.get('gasPrice')).toBe('1500000000')
  })

  test("behavior: off the swap networks every call throws spec §8's text before any request", async () => {
    const swap = swapApi()
    await expect(swap.tokens(5)).rejects.toMatchObject({
      name: 'SwapNetworkUnsupportedError',
      shortMessage: 'Network not supported for Swaps',
    })
    await expect(swap.quote({ ...request, chainId: 11155111 })).rejects.toMatchObject({
      shortMessage: 'Network not supported for Swaps',
    })
    await expect(swap.gasPrice(5)).rejects.toMatchObject({
      name: 'GasPriceNetworkUnsupportedError',
      shortMessage: 'Network not supported for Gas Price',
    })
    expect(seen).toEqual([])
  })

  test('behavior: a swap network the data API refuses gets the same texts, with its reason', async () => {
    const refuse = (text: string) => () =>
      HttpResponse.json({ reasons: [{ description: text }] }, { status: 400 })
    const swapReason =
      'Network not supported for Swaps: chain 137 is supported but not served here (served: 1, 8453).'
    const gasReason =
      'Network not supported for Gas Price: chain 137 is supported but not served here (served: 1, 8453).'
    server.use(
      http.get(`${api}/v1/convert/tokens`, refuse(swapReason)),
      http.get(`${api}/v1/convert/gas-price`, refuse(gasReason)),
    )
    const swap = swapApi()
    await expect(swap.tokens(137)).rejects.toMatchObject({
      name: 'SwapNetworkUnsupportedError',
      shortMessage: 'Network not supported for Swaps',
      details: swapReason,
    })
    await expect(swap.gasPrice(137)).rejects.toMatchObject({
      name: 'GasPriceNetworkUnsupportedError',
      shortMessage: 'Network not supported for Gas Price',
      details: gasReason,
    })
  })

  test('behavior: a quote the API refuses is Insufficient liquidity, with its reason', async () => {
    const reason =
      'The pools cannot swap 1 (smallest units) of ETH for USDC: try a different amount.'
    server.use(
      http.get(`${api}/v1/convert/quotes`, () =>
        HttpResponse.json(
          { status: 400, code: 'insufficient_liquidity', reasons: [{ description: reason }] },
          { status: 400 },
        ),
      ),
    )
    await expect(swapApi().quote(request)).rejects.toMatchObject({
      name: 'SwapInsufficientLiquidityError',
      shortMessage: 'Insufficient liquidity',
      details: reason,
    })
  })

  test('behavior: other failures carry the API reason; garbage answers are refused', async () => {
    server.use(
      http.get(`${api}/v1/convert/allowance`, () =>
        HttpResponse.json(
          { reasons: [{ description: 'Chain 1 did not answer. Try again shortly.' }] },
          { status: 503 },
        ),
      ),
      http.get(`${api}/v1/convert/gas-price`, () => HttpResponse.json({ standard: 12 })),
    )
    const swap = swapApi()
    await expect(swap.allowance(request)).rejects.toMatchObject({
      name: 'SwapRequestFailedError',
      shortMessage: 'Chain 1 did not answer. Try again shortly.',
    })
    await expect(swap.gasPrice(1)).rejects.toMatchObject({
      shortMessage: 'The swap service sent an answer we could not read (gas price).',
    })
  })

  test('behavior: a quote aborted by a newer keystroke rejects with the abort, not an error state', async () => {
    server.use(http.get(`${api}/v1/convert/quotes`, () => new Promise<Response>(() => {})))
    const controller = new AbortController()
    const pending = swapApi().quote(request, controller.signal)
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  test('behavior: build-transaction sends the slippage and amounts become bigints', async () => {
    let body: unknown
    server.use(
      http.post(`${api}/v1/convert/build-transaction`, async ({ request: sent }) => {
        body = await sent.json()
        return HttpResponse.json({
          tx: {
            from: user,
            to: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
            data: '0x38ed1739',
            value: '0',
            eip155: { gas: '300000', gasPrice: '1000000000' },
          },
        })
      }),
    )
    const tx = await swapApi().buildSwap({ ...request, slippage: 1, disableEstimate: true })
    expect(body).toEqual({
      amount: '10000000',
      eip155: { slippage: 1 },
      from: usdc.address,
      to: dai.address,
      userAddress: `eip155:1:${user}`,
      disableEstimate: true,
    })
    expect(tx).toMatchObject({ value: 0n, gas: 300_000n, gasPrice: 1_000_000_000n })
  })

  test('behavior: prices are optional: a failure gives undefined for each address', async () => {
    server.use(http.post(`${api}/v1/fungible/price`, () => HttpResponse.error()))
    expect(await swapApi().prices([usdc.address, dai.address])).toEqual([undefined, undefined])
  })
})
