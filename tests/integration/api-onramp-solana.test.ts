import { onrampOptionsResponseSchema, onrampQuoteSchema } from '@keyport/onramp/schemas'
import { solanaTreasury } from '@keyport/server/api/onramp/sendFromSolanaTreasury.ts'
import { startSolanaIndexedTestStack } from '@keyport/server/indexer/testing/startSolanaIndexedTestStack.ts'
import { solanaClusters, solanaUsdcMint } from '@keyport/server/solana/index.ts'
import { type Address, generateKeyPairSigner, type Signature } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// The sandbox on-ramp selling SOL and USDC on the local Solana chain: options, quotes at the fixed
// prices (SOL 150, USDC 1), and a checkout whose Buy sends from the Solana treasury.
const network = solanaClusters.mainnet.caipNetworkId
const card =
  'paymentMethod=card&cardNumber=4242+4242+4242+4242&cardExpiry=12%2F99&cardCvc=123&paymentCurrency=USD'

describe('onrampRoutes on Solana', () => {
  let stack: Awaited<ReturnType<typeof startSolanaIndexedTestStack>>
  beforeAll(async () => {
    stack = await startSolanaIndexedTestStack()
  }, 60_000)
  afterAll(() => stack?.stop())

  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${stack.api.url}${path}?projectId=keyport-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
  }
  const checkoutFor = async (address: string, assets: string[]) => {
    const { status, body } = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address, blockchains: ['solana'], assets }],
      partnerUserId: 'solana-user',
    })
    expect(status, JSON.stringify(body)).toBe(200)
    return body.url as string
  }
  const buy = (url: string, form: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    })
  const usdcOf = async (owner: Address) => {
    const { value } = await stack.rpc
      .getTokenAccountsByOwner(owner, { mint: solanaUsdcMint }, { encoding: 'jsonParsed' })
      .send()
    return value[0]?.account.data.parsed.info.tokenAmount.amount ?? '0'
  }

  test('behavior: options list SOL and USDC on solana, with the CAIP-2 chain id and the USDC mint', async () => {
    const { status, body } = await stack.api.get('/v1/onramp/options?projectId=keyport-dev')
    expect(status).toBe(200)
    const options = onrampOptionsResponseSchema.parse(body)
    expect(options.purchaseCurrencies.map((c) => [c.symbol, c.networks])).toEqual([
      [
        'USDC',
        [
          {
            name: 'solana',
            display_name: 'Solana',
            chain_id: network,
            contract_address: solanaUsdcMint,
          },
        ],
      ],
      [
        'SOL',
        [{ name: 'solana', display_name: 'Solana', chain_id: network, contract_address: '' }],
      ],
    ])
    expect(options.providers.find((p) => p.supportedChains.includes('solana'))).toBeDefined()
  })

  test('behavior: a quote prices SOL at 150 and USDC at 1 after the fee and the lamport network fee', async () => {
    const sol = await post('/v1/onramp/quote', {
      purchaseCurrency: 'SOL',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'solana',
    })
    expect(sol.status).toBe(200)
    // 100 - 2.00 card fee - 0.01 (5,000 lamports rounded up to the cent) = 97.99 at 150.
    expect(onrampQuoteSchema.parse(sol.body)).toMatchObject({
      coinbaseFee: { amount: '2.00', currency: 'USD' },
      networkFee: { amount: '0.01', currency: 'USD' },
      purchaseAmount: { amount: '0.653266666', currency: 'SOL' },
    })
    const usdc = await post('/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network,
      paymentMethod: 'ach_bank_account',
    })
    // 100 - 1.00 bank fee - 0.31 (a signature and the buyer's token account rent) at 1.
    expect(usdc.body).toMatchObject({
      networkFee: { amount: '0.31' },
      purchaseAmount: { amount: '98.69', currency: 'USDC' },
    })
  })

  test('behavior: the checkout Buy sends SOL from the treasury; the buyer balance goes up by the quote and the purchase shows in history', async () => {
    const buyer = (await generateKeyPairSigner()).address
    const url = await checkoutFor(buyer, ['SOL'])
    expect(await (await fetch(url)).text()).toContain('<option value="solana"')
    const answer = await buy(url, `network=solana&asset=SOL&amount=100&${card}`)
    expect(answer.status, await answer.clone().text()).toBe(200)
    const signature = /id="tx-hash">([1-9A-HJ-NP-Za-km-z]{64,88})</.exec(await answer.text())?.[1]
    expect(signature).toBeDefined()
    expect((await stack.rpc.getBalance(buyer).send()).value).toBe(653_266_666n)

    await stack.settle(signature as Signature)
    const history = await stack.api.get(
      `/v1/account/${buyer}/history?projectId=keyport-dev&chainId=${network}`,
    )
    expect(history.body).toMatchObject({
      data: [
        {
          metadata: {
            hash: signature,
            operationType: 'receive',
            sentFrom: solanaTreasury().address,
          },
          transfers: [{ direction: 'in', quantity: { int: '653266666', decimals: 9 } }],
        },
      ],
    })
  })

  test('behavior: a USDC purchase creates the buyer token account and moves the token', async () => {
    const buyer = (await generateKeyPairSigner()).address
    const url = await checkoutFor(buyer, ['USDC'])
    const answer = await buy(url, `network=solana&asset=USDC&amount=50&${card}`)
    expect(answer.status, await answer.clone().text()).toBe(200)
    // 50 - 1.00 card fee - 0.31 network fee.
    expect(await usdcOf(buyer)).toBe('48690000')
  })
})
