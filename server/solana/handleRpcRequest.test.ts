import { beforeAll, describe, expect, test } from 'vitest'
import { handleRpcRequest } from './handleRpcRequest.ts'
import { SolanaLedger } from './SolanaLedger.ts'
import { solanaUsdcMint } from './seedPlan.ts'

let ledger: SolanaLedger
beforeAll(async () => {
  ledger = await SolanaLedger.create({ closeSlotPerTransaction: true })
})

const call = (method: string, params?: unknown[]) =>
  handleRpcRequest(ledger, { jsonrpc: '2.0', id: 7, method, params }) as Promise<{
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }>
const someAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const someSignature = '1'.repeat(64)

describe('handleRpcRequest', () => {
  test.each([
    ['getBalance', []],
    ['getBalance', ['not an address']],
    ['getBalance', [someAddress, { commitment: 'soon' }]],
    ['getBalance', [someAddress, {}, 'extra']],
    ['getAccountInfo', [someAddress, { encoding: 'hex' }]],
    ['getAccountInfo', [someAddress, { dataSlice: { offset: -1, length: 2 } }]],
    ['getMultipleAccounts', [Array(101).fill(someAddress)]],
    ['getTokenAccountsByOwner', [someAddress]],
    ['getTokenAccountsByOwner', [someAddress, { mint: solanaUsdcMint, programId: someAddress }]],
    ['getTokenAccountsByOwner', [someAddress, { programId: someAddress }]],
    ['getTokenAccountBalance', [someAddress]],
    ['getMinimumBalanceForRentExemption', [-1]],
    ['getMinimumBalanceForRentExemption', ['165']],
    ['getFeeForMessage', ['!!not base64!!']],
    ['getFeeForMessage', ['AAAA']],
    ['isBlockhashValid', [42]],
    ['sendTransaction', []],
    ['sendTransaction', ['AAAA', { encoding: 'base64' }]],
    ['sendTransaction', ['0OIl', { encoding: 'base58' }]],
    ['sendTransaction', ['AAAA', { encoding: 'hex' }]],
    ['simulateTransaction', ['AAAA', { sigVerify: true, replaceRecentBlockhash: true }]],
    ['getSignatureStatuses', [['short']]],
    ['getSignatureStatuses', [Array(257).fill(someSignature)]],
    ['getSignaturesForAddress', [someAddress, { limit: 0 }]],
    ['getSignaturesForAddress', [someAddress, { commitment: 'processed' }]],
    ['getTransaction', [someSignature, { encoding: 'xml' }]],
    ['getTransaction', [someSignature, { maxSupportedTransactionVersion: 1 }]],
    ['requestAirdrop', [someAddress, 0]],
    ['requestAirdrop', [someAddress, 1.5]],
    ['requestAirdrop', [someAddress, 2_000_000_000_000]],
    ['getSlot', [{ minContextSlot: 'soon' }]],
    ['getBlock', [-1]],
    ['getBlock', [1, { transactionDetails: 'everything' }]],
    ['getBlocks', [0, 1, { commitment: 'processed' }]],
  ])('behavior: %s with %j answers -32602 with a reason', async (method, params) => {
    const { error } = await call(method, params)
    expect(error?.code).toBe(-32602)
    expect(error?.message.length).toBeGreaterThan(10)
  })

  test('behavior: an unknown method answers -32601, a prototype name too', async () => {
    expect((await call('getEverything')).error).toEqual({
      code: -32601,
      message: 'Method not found',
    })
    expect((await call('constructor')).error?.code).toBe(-32601)
    expect((await call('__proto__')).error?.code).toBe(-32601)
  })

  test('behavior: a body that is no JSON-RPC request answers -32600; batches answer each item', async () => {
    for (const body of [null, 42, 'text', { id: 1 }, { jsonrpc: '1.0', method: 'getSlot' }, []]) {
      const answer = (await handleRpcRequest(ledger, body)) as { error?: { code: number } }
      expect(answer.error?.code).toBe(-32600)
    }
    const batch = await handleRpcRequest(ledger, [
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['x'] },
    ])
    expect(batch).toMatchObject([
      { id: 1, result: 'ok' },
      { id: 2, error: { code: -32602 } },
    ])
  })

  test('behavior: a minContextSlot the chain has not reached answers -32016 with the context slot', async () => {
    const { error } = await call('getBalance', [someAddress, { minContextSlot: 1_000_000 }])
    expect(error).toMatchObject({
      code: -32016,
      message: 'Minimum context slot has not been reached',
      data: { contextSlot: expect.any(Number) },
    })
  })

  test('behavior: getTransaction and getSignatureStatuses answer null for an unknown signature', async () => {
    expect((await call('getTransaction', [someSignature])).result).toBeNull()
    const { result } = await call('getSignatureStatuses', [[someSignature]])
    expect(result).toMatchObject({ value: [null] })
  })

  test('behavior: a v0 transaction asked for without maxSupportedTransactionVersion answers -32015', async () => {
    const { result: signature } = await call('requestAirdrop', [someAddress, 1_000_000])
    const { error } = await call('getTransaction', [signature, { commitment: 'confirmed' }])
    expect(error?.code).toBe(-32015)
    const { result } = await call('getTransaction', [
      signature,
      { commitment: 'confirmed', encoding: 'base64', maxSupportedTransactionVersion: 0 },
    ])
    expect(result).toMatchObject({ version: 0, meta: { err: null, fee: 5000n } })
  })

  test('behavior: getBlock answers -32004 for a slot not yet confirmed and -32009 for an empty one', async () => {
    expect((await call('getBlock', [10_000_000, { commitment: 'confirmed' }])).error?.code).toBe(
      -32004,
    )
    ledger.advanceSlot()
    const empty = ledger.slot('confirmed')
    expect((await call('getBlock', [empty, { commitment: 'confirmed' }])).error?.code).toBe(-32009)
  })

  test('behavior: base58 account data over 128 bytes is refused, as on Agave', async () => {
    const [account] = ledger.seed.accounts
    const { error } = await call('getAccountInfo', [
      account!.usdcTokenAccount,
      { encoding: 'base58' },
    ])
    expect(error?.code).toBe(-32602)
  })
})
