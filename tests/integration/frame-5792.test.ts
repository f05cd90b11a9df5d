import { createFakeGate } from '@keyport/server/frame/page/approval/testing/createFakeGate.ts'
import { handleRpc, type RpcContext } from '@keyport/server/frame/page/handleRpc.ts'
import { createSmartAccounts } from '@keyport/server/frame/page/smartAccounts.ts'
import { createCallBatches } from '@keyport/server/frame/page/walletCalls/createCallBatches.ts'
import {
  type Address,
  type BaseError,
  createWalletClient,
  custom,
  DuplicateIdError,
  defineChain,
  encodeFunctionData,
  erc20Abi,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getCallsStatus, getCapabilities, sendCalls } from 'viem/actions'
import { describe, expect, test, vi } from 'vitest'
import { frameOnChain1 } from './support/frameOnChain.ts'

// Issue 32, items 3 and 5: viem's own EIP-5792 actions drive the frame's RPC handler (as the app's
// provider would, through the frame), with a real smart account on anvil, alto through the data
// API, and the data API's real ERC-7677 paymaster service under keyport-dev's dev policy. The
// frame's document is a JSDOM of its own (the servers need Node's own URL, which a jsdom
// environment replaces).
const frame = await frameOnChain1()
const { document } = frame

describe('frame: EIP-5792 v2 with the data API’s paymaster', () => {
  const { usdc, rpcUrl, paymasterUrl } = frame

  /** The frame's handler for a fresh owner with the smart account active, as viem's wallet client. */
  async function wallet(extra: Partial<RpcContext> = {}) {
    const owner = privateKeyToAccount(generatePrivateKey())
    const { entryPoint, accountFactory } = frame.stack.chain.accountAbstraction
    const smartAccounts = createSmartAccounts({
      contracts: { '1': { entryPoint, accountFactory } as never },
      rpcUrl,
    })
    const account = await smartAccounts.account(owner, 1)
    const gate = createFakeGate()
    const context: RpcContext = {
      account: owner,
      origin: 'http://app.test',
      chainId: 1,
      rpcUrl,
      doc: document,
      smart: { account, clients: smartAccounts.clients(1) },
      smartAccountChains: [1],
      gate: gate.gate,
      paymasterOrigins: [new URL(frame.stack.api.url).origin],
      appName: 'Sandbox',
      batches: createCallBatches(),
      ...extra,
    }
    const chain = defineChain({
      id: 1,
      name: 'Local 1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl(1)] } },
    })
    const client = createWalletClient({
      chain,
      transport: custom({
        request: ({ method, params }) => handleRpc(context, method, params),
      }),
    })
    const root = () => document.getElementById('approval')!
    const cardOpen = () =>
      vi.waitFor(
        () => {
          if (root().hidden) throw new Error('card not open')
        },
        { timeout: 30_000, interval: 50 },
      )
    const button = (name: string) =>
      [...root().querySelectorAll('button')].find((b) => b.textContent === name)
    return {
      address: account.address,
      client,
      cardOpen,
      gasText: () => root().querySelector('[data-testid="approval-gas"]')?.textContent,
      button,
      approve() {
        gate.setVisible(true)
        gate.advance(500)
        button('Approve')?.click()
      },
      show() {
        gate.setVisible(true)
        gate.advance(500)
      },
    }
  }

  const transfer = (to: Address, amount: bigint) => ({
    to: usdc(),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  })

  test('behavior: a smart account with 0 ETH sends USDC with viem’s sendCalls, the paymaster pays, getCallsStatus says 200', async () => {
    const w = await wallet()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await frame.stack.fundToken(w.address, 'USDC', 5_000_000n)
    expect(await frame.stack.client.getBalance({ address: w.address })).toBe(0n)

    const capabilities = await getCapabilities(w.client, { account: w.address, chainId: 1 })
    expect(capabilities).toMatchObject({
      atomic: { status: 'supported' },
      paymasterService: { supported: true },
    })

    const sent = sendCalls(w.client, {
      account: w.address,
      id: 'pay-1',
      forceAtomic: true,
      calls: [transfer(recipient, 1_000_000n)],
      capabilities: { paymasterService: { url: paymasterUrl() } },
    })
    await w.cardOpen()
    expect(w.gasText()).toBe('Gas paid by Keyport local development')
    w.approve()
    expect(await sent).toEqual({ id: 'pay-1' })

    const status = await getCallsStatus(w.client, { id: 'pay-1' })
    expect(status).toMatchObject({ id: 'pay-1', chainId: 1, atomic: true, status: 'success' })
    expect(status.receipts).toHaveLength(1)
    expect(
      await frame.stack.client.readContract({
        address: usdc(),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(1_000_000n)
    expect(await frame.stack.client.getBalance({ address: w.address })).toBe(0n)

    // The same id again: viem's DuplicateIdError (5720).
    await expect(
      sendCalls(w.client, {
        account: w.address,
        id: 'pay-1',
        calls: [transfer(recipient, 1n)],
      }),
    ).rejects.toSatisfy(
      (error: BaseError) => error.walk((cause) => cause instanceof DuplicateIdError) !== null,
    )
    await expect(getCallsStatus(w.client, { id: 'nope' })).rejects.toMatchObject({
      name: 'UnknownBundleIdError',
    })
  }, 120_000)

  test('behavior: with the app option sponsorship, a call outside the dev policy shows the service’s refusal, and with 0 ETH Approve stays off', async () => {
    const w = await wallet({ sponsorship: { url: paymasterUrl() } })
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    const sent = sendCalls(w.client, {
      account: w.address,
      calls: [{ to: stranger, value: 0n }],
    })
    sent.catch(() => undefined)
    await w.cardOpen()
    // The service's own sentence (viem's ResourceNotFoundRpcError wraps it), not viem's.
    expect(w.gasText()).toMatch(
      /^Sponsorship refused: 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} is not a contract this app sponsors on chain 1\.$/,
    )
    expect(document.querySelector('[data-testid="approval-no-gas"]')).not.toBeNull()
    w.show()
    expect(w.button('Approve')?.disabled).toBe(true)
    w.button('Reject')?.click()
    await expect(sent).rejects.toMatchObject({ details: 'Signature declined' })
  }, 120_000)
})
