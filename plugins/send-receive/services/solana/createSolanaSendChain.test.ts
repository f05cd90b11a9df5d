import { createDataApiClient, createManualClock } from '@keyport/kernel'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  localSolana,
  type SolanaRpcScript,
  solanaChainScript,
  solanaFrom,
  solanaRpcHandler,
} from '../../testing/fakeSolanaSend.ts'
import { createSolanaSendChain, SolanaRpcError } from './createSolanaSendChain.ts'

const api = 'http://api.test'
let script: SolanaRpcScript = solanaChainScript()
const rpc = solanaRpcHandler(api, () => script)
const server = setupServer(rpc.handler)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  rpc.calls.length = 0
  script = solanaChainScript()
})
afterAll(() => server.close())

function setup() {
  const clock = createManualClock()
  const dataApi = createDataApiClient({ baseUrl: api, projectId: 'p', sdkVersion: '1' })
  const chain = createSolanaSendChain({ dataApi, chainId: localSolana.caipNetworkId, clock })
  return { chain, clock }
}

describe('createSolanaSendChain', () => {
  test('behavior: reads go to the data API JSON-RPC with the Solana chain id, answers as bigint', async () => {
    const { chain } = setup()
    expect(await chain.balanceOf(solanaFrom)).toBe(1_000_000_000_000n)
    expect(await chain.latestBlockhash()).toMatchObject({ lastValidBlockHeight: 150n })
    expect(await chain.feeForMessage('AAAA')).toBe(5_000n)
    expect(await chain.rentExemptMinimum(165)).toBe(2_039_280n)
    expect(rpc.calls.map((call) => [call.method, call.chainId])).toEqual([
      ['getBalance', localSolana.caipNetworkId],
      ['getLatestBlockhash', localSolana.caipNetworkId],
      ['getFeeForMessage', localSolana.caipNetworkId],
      ['getMinimumBalanceForRentExemption', localSolana.caipNetworkId],
    ])
  })

  test('behavior: a token account that does not exist has no balance (undefined), not 0', async () => {
    const { chain } = setup()
    script = solanaChainScript({ recipientHasTokenAccount: false })
    expect(await chain.tokenBalanceOf('AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD')).toBe(
      undefined,
    )
    script = solanaChainScript({ senderTokenAccount: 'x', tokens: 42n })
    expect(await chain.tokenBalanceOf('x')).toBe(42n)
  })

  test('behavior: a JSON-RPC error or an unreadable answer rejects with SolanaRpcError', async () => {
    const { chain } = setup()
    script = {}
    await expect(chain.balanceOf(solanaFrom)).rejects.toThrow(SolanaRpcError)
    script = { getBalance: () => ({ value: 'lots' }) }
    await expect(chain.balanceOf(solanaFrom)).rejects.toThrow(
      'getBalance answered something unreadable.',
    )
  })

  test('behavior: waits for the signature to be confirmed, polling on the clock; an error is a failed send', async () => {
    const { chain, clock } = setup()
    script = solanaChainScript({
      statuses: [
        null,
        { err: null, confirmationStatus: 'processed' },
        { err: null, confirmationStatus: 'confirmed' },
      ],
    })
    let outcome: { failed: boolean } | undefined
    void chain.waitForConfirmation('sig').then((result) => {
      outcome = result
    })
    for (let poll = 1; poll <= 2; poll++) {
      await expect.poll(() => rpc.calls.length).toBe(poll)
      expect(outcome).toBeUndefined()
      clock.advance(500)
    }
    await expect.poll(() => outcome).toEqual({ failed: false })
    script = solanaChainScript({ statuses: [{ err: { InstructionError: [0, 'Custom'] } }] })
    expect(await chain.waitForConfirmation('sig')).toEqual({ failed: true })
  })
})
