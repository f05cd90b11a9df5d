import { fakeConnection } from '@keyport/connect/testing'
import { createDataApiClient, createEventBus, createManualClock } from '@keyport/kernel'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  fakeSolanaWallet,
  localSolana,
  type SolanaRpcScript,
  sol,
  solanaChainScript,
  solanaFrom,
  solanaListedBalances,
  solanaRecipient,
  solanaRpcHandler,
  splUsdc,
} from '../testing/fakeSolanaSend.ts'
import { createSendFlow } from './createSendFlow.ts'
import { tokenAccountOf } from './solana/buildSolanaTransfer.ts'

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

const solanaConnected = {
  status: 'connected' as const,
  connectorId: 'walletStandard:fake',
  accounts: [],
  chainSupported: true,
  namespace: 'solana' as const,
  caipNetworkId: localSolana.caipNetworkId,
  caipAddress: `${localSolana.caipNetworkId}:${solanaFrom}`,
  solanaAccounts: [solanaFrom],
}

function setup(wallet = fakeSolanaWallet()) {
  const connection = fakeConnection(solanaConnected)
  const accountData = {
    data: { loading: false, balances: solanaListedBalances },
    refresh: vi.fn(async () => {}),
  }
  const bus = createEventBus()
  const sent: unknown[] = []
  bus.on('send-receive:sent', (payload) => sent.push(payload))
  const load = vi.fn(async () => import('./sendActions.ts'))
  const flow = createSendFlow({
    connection: connection.service,
    accountData,
    dataApi: createDataApiClient({ baseUrl: api, projectId: 'p', sdkVersion: '1' }),
    bus,
    toast: { showError: vi.fn() },
    clock: createManualClock(),
    solanaWallet: () => wallet.wallet,
    load,
  })
  const steps: string[] = []
  flow.state$.subscribe((state) => steps.push(state.step))
  return { flow, wallet, accountData, steps, sent, load, connection }
}

describe('createSendFlow on Solana', () => {
  test('behavior: SOL from preview to confirmed through the data API RPC and the wallet; viem is not loaded', async () => {
    const { flow, wallet, accountData, steps, sent, load } = setup()
    flow.update({ token: sol, amount: '0.25', recipient: solanaRecipient })
    await flow.prepare(localSolana)
    expect(flow.state).toMatchObject({
      step: 'ready',
      preview: {
        feeText: '0.000005',
        amount: 250_000_000n,
        recipient: { address: solanaRecipient },
      },
    })
    await flow.send()
    expect(flow.state).toMatchObject({ step: 'confirmed', reverted: false })
    expect(flow.state.step === 'confirmed' && flow.state.hash).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
    )
    expect(steps.slice(-5)).toEqual(['preparing', 'ready', 'signing', 'submitted', 'confirmed'])
    expect(wallet.inputs).toHaveLength(1)
    expect(new Set(rpc.calls.map((call) => call.chainId))).toEqual(
      new Set([localSolana.caipNetworkId]),
    )
    expect(rpc.calls.map((call) => call.method)).toContain('getSignatureStatuses')
    expect(accountData.refresh).toHaveBeenCalledWith({ force: true })
    expect(load).not.toHaveBeenCalled()
    expect(sent).toEqual([
      { hash: expect.any(String), chainId: localSolana.caipNetworkId, from: solanaFrom },
    ])
  })

  test('behavior: USDC to an account without a token account: the preview counts its rent', async () => {
    const { flow } = setup()
    script = solanaChainScript({
      recipientHasTokenAccount: false,
      senderTokenAccount: await tokenAccountOf(solanaFrom, splUsdc.mint!),
    })
    flow.update({ token: splUsdc, amount: '1', recipient: solanaRecipient })
    await flow.prepare(localSolana)
    expect(flow.state).toMatchObject({ step: 'ready', preview: { fee: 5_000n + 2_039_280n } })
  })

  test('behavior: a transaction that landed with an error is confirmed as failed (reverted)', async () => {
    const { flow } = setup()
    script = solanaChainScript({ statuses: [{ err: { InstructionError: [0, 'Custom'] } }] })
    flow.update({ token: sol, amount: '0.25', recipient: solanaRecipient })
    await flow.prepare(localSolana)
    await flow.send()
    expect(flow.state).toMatchObject({ step: 'confirmed', reverted: true })
  })

  test('behavior: a refusal in the wallet keeps the preview with "Signature declined"', async () => {
    const { flow } = setup(
      fakeSolanaWallet(async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 }))),
    )
    flow.update({ token: sol, amount: '0.25', recipient: solanaRecipient })
    await flow.prepare(localSolana)
    await flow.send()
    expect(flow.state.step).toBe('ready')
    expect(flow.state.error?.shortMessage).toBe('Signature declined')
  })

  test('behavior: preparing on a Solana network while an EVM account is connected is networkChanged', async () => {
    const { flow, connection } = setup()
    connection.set({
      namespace: undefined,
      caipAddress: undefined,
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 1,
    })
    flow.update({ token: sol, amount: '0.25', recipient: solanaRecipient })
    await flow.prepare(localSolana)
    expect(flow.state).toMatchObject({ step: 'editing' })
    expect(flow.state.error?.code).toBe('networkChanged')
  })
})
