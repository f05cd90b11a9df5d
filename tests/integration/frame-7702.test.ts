import { createFakeGate } from '@keyport/server/frame/page/approval/testing/createFakeGate.ts'
import { askApproval } from '@keyport/server/frame/page/approvalUi.ts'
import { createAuthorizationStore } from '@keyport/server/frame/page/eip7702/authorizations.ts'
import { undelegate } from '@keyport/server/frame/page/eip7702/undelegate.ts'
import { forward, handleRpc, type RpcContext } from '@keyport/server/frame/page/handleRpc.ts'
import { createSmartAccounts } from '@keyport/server/frame/page/smartAccounts.ts'
import { createCallBatches } from '@keyport/server/frame/page/walletCalls/createCallBatches.ts'
import {
  type Address,
  concat,
  createTestClient,
  createWalletClient,
  custom,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getCallsStatus, getCapabilities, sendCalls } from 'viem/actions'
import { describe, expect, test, vi } from 'vitest'
import { frameOnChain1 } from './support/frameOnChain.ts'

// Issue 33, item 2: the frame's own handler with the eip7702 account type upgrades an embedded
// EOA in place. Its first wallet_sendCalls shows the delegation card, then the transaction card;
// the user operation carries the signed authorization (eip7702Auth) through alto, sponsored by the
// data API's ERC-7677 paymaster (keyport-dev's dev policy). The address and its ETH stay; then
// UNDELEGATE's card and the EOA's own type-4 transaction make it a plain EOA again.
const frame = await frameOnChain1()
const { document } = frame

describe('frame: the eip7702 account type upgrades the embedded EOA in place', () => {
  const { usdc, rpcUrl, paymasterUrl } = frame
  const usdcOf = (owner: Address) =>
    frame.stack.client.readContract({
      address: usdc(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const transfer = (to: Address, amount: bigint) => ({
    to: usdc(),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  })

  test('behavior: the EOA delegates with its first sponsored batch, keeps its address and ETH, and undelegates', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    await createTestClient({ transport: http(frame.stack.chain.rpcUrl), mode: 'anvil' }).setBalance(
      {
        address: owner.address,
        value: parseEther('1'),
      },
    )
    await frame.stack.fundToken(owner.address, 'USDC', 5_000_000n)
    const { entryPoint, accountFactory, delegate } = frame.stack.chain.accountAbstraction
    const smartAccounts = createSmartAccounts({
      contracts: {
        '1': { entryPoint, accountFactory, delegate } as {
          entryPoint: Hex
          accountFactory: Hex
          delegate: Hex
        },
      },
      rpcUrl,
    })
    const account = await smartAccounts.delegatedAccount(owner, 1)
    expect(account.address).toBe(owner.address)
    const gate = createFakeGate()
    const rpc = (method: string, params: unknown[]) => forward(rpcUrl(1), method, params)
    const ask = (card: Parameters<typeof askApproval>[1]) => askApproval(document, card, gate.gate)
    const authorizations = createAuthorizationStore()
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
      eip7702: {
        authorize: () =>
          authorizations.forOperation({
            owner,
            chainId: 1,
            rpc,
            origin: 'http://app.test',
            ask,
            delegate: delegate as Address,
            keyportDelegate: delegate as Address,
          }),
      },
      delegation: { keyportDelegate: delegate as Address, allow: [], anyChain: false },
    }
    const client = createWalletClient({
      chain: defineChain({
        id: 1,
        name: 'Local 1',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl(1)] } },
      }),
      transport: custom({ request: ({ method, params }) => handleRpc(context, method, params) }),
    })
    const root = () => document.getElementById('approval')!
    const cardTitled = (title: string) =>
      vi.waitFor(
        () => {
          if (root().hidden || root().querySelector('h1')?.textContent !== title)
            throw new Error(`no ${title} card`)
        },
        { timeout: 60_000, interval: 50 },
      )
    const approve = () => {
      gate.setVisible(true)
      gate.advance(500)
      ;[...root().querySelectorAll('button')].find((b) => b.textContent === 'Approve')?.click()
    }

    expect(await getCapabilities(client, { account: owner.address, chainId: 1 })).toMatchObject({
      atomic: { status: 'supported' },
      paymasterService: { supported: true },
    })
    const ethBefore = await frame.stack.client.getBalance({ address: owner.address })
    const [first, second] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ]
    const sent = sendCalls(client, {
      account: owner.address,
      id: 'upgrade-1',
      forceAtomic: true,
      calls: [transfer(first, 1_000_000n), transfer(second, 2_000_000n)],
      capabilities: { paymasterService: { url: paymasterUrl() } },
    })
    sent.catch(() => undefined)
    // The first operation on the chain: the delegation card comes first.
    await cardTitled('Delegate your account (EIP-7702)')
    expect(root().textContent).toContain(`KeyportDelegate: ${delegate}`)
    approve()
    await cardTitled('Send calls')
    expect(root().querySelector('[data-testid="approval-gas"]')?.textContent).toBe(
      'Gas paid by Keyport local development',
    )
    approve()
    expect(await sent).toEqual({ id: 'upgrade-1' })
    const status = await getCallsStatus(client, { id: 'upgrade-1' })
    expect(status).toMatchObject({ atomic: true, status: 'success' })

    // Same address, now with KeyportDelegate's code; its ETH untouched (the sponsor paid).
    expect(await frame.stack.client.getCode({ address: owner.address })).toBe(
      concat(['0xef0100', (delegate as Hex).toLowerCase() as Hex]),
    )
    expect(await frame.stack.client.getBalance({ address: owner.address })).toBe(ethBefore)
    expect(await usdcOf(owner.address)).toBe(2_000_000n)
    expect(await usdcOf(first)).toBe(1_000_000n)
    expect(await usdcOf(second)).toBe(2_000_000n)

    // A second batch: no delegation card, the authorization is not sent again.
    const again = sendCalls(client, {
      account: owner.address,
      calls: [transfer(first, 1n)],
      capabilities: { paymasterService: { url: paymasterUrl() } },
    })
    await cardTitled('Send calls')
    approve()
    await again
    expect(await usdcOf(first)).toBe(1_000_001n)

    // UNDELEGATE: the card, then the EOA's own type-4 transaction to the zero address.
    const removed = undelegate({
      owner,
      chainId: 1,
      rpcUrl: rpcUrl(1),
      rpc,
      origin: 'http://app.test',
      keyportDelegate: delegate as Address,
      ask,
    })
    removed.catch(() => undefined)
    await cardTitled('Remove delegation')
    approve()
    const { hash } = await removed
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await frame.stack.client.getCode({ address: owner.address })).toBeUndefined()
    expect(await usdcOf(owner.address)).toBe(2_000_000n - 1n)
    const receipt = await frame.stack.client.getTransactionReceipt({ hash })
    expect(receipt.type).toBe('eip7702')
  }, 180_000)
})
