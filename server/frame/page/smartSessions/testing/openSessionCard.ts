import { type Address, decodeFunctionData, getAddress, type Hex, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { vi } from 'vitest'
import { createFakeGate } from '../../approval/testing/createFakeGate.ts'
import type { RpcContext } from '../../handleRpc.ts'
import { handleSmartSessions } from '../handleSmartSessions.ts'

export const sessionTestAccount: Address = getAddress('0x00000000000000000000000000000000000a11ce')
export const sessionTestEntryPoint: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
/** The fake clock's now, in Unix seconds. */
export const sessionTestNow = 1_700_000_000

const accountAbi = parseAbi([
  'function grantSession(address key, address[] targets, uint128 spendLimit, uint48 validUntil)',
  'function revokeSession(address key)',
])

type StoredSession = {
  validUntil: number
  spendLimit: bigint
  spent: bigint
  targets: readonly Address[]
}

/**
 * Runs one smart-session request through the frame's handler with a fake smart account: the
 * bundler records the owner's user operations (decoded), `sessions` plays the chain's getSession.
 * Resolves once the approval card is open, with its text and the Approve and Reject buttons.
 * Needs jsdom and `<main id="approval" hidden>` in the document.
 *
 * @example
 * const run = await openSessionCard('wallet_grantPermissions', [request])
 * run.approve(); await run.answer; run.operations // [{ functionName: 'grantSession', args }]
 */
export async function openSessionCard(
  method: string,
  params: unknown[],
  { sessions = {} }: { sessions?: Record<Address, StoredSession> } = {},
) {
  const operations: { functionName: string; args: readonly unknown[] }[] = []
  const owner = privateKeyToAccount(generatePrivateKey())
  const smart = {
    account: { address: sessionTestAccount, entryPoint: { address: sessionTestEntryPoint } },
    clients: {
      bundler: {
        async sendUserOperation({ calls }: { calls: { to: Address; data: Hex }[] }) {
          for (const call of calls) {
            if (call.to !== sessionTestAccount) throw new Error('not a self-call')
            const { functionName, args } = decodeFunctionData({ abi: accountAbi, data: call.data })
            operations.push({ functionName, args })
          }
          return '0x01'
        },
        waitForUserOperationReceipt: async () => ({ success: true }),
      },
      client: {
        async readContract({ args }: { args: [Address] }) {
          return sessions[args[0]] ?? { validUntil: 0, spendLimit: 0n, spent: 0n, targets: [] }
        },
      },
    },
  }
  const fake = createFakeGate()
  const context = {
    account: owner,
    origin: 'https://app.example',
    chainId: 1,
    rpcUrl: () => 'http://chain.test',
    doc: document,
    smart: smart as unknown as RpcContext['smart'],
    smartAccountChains: [1],
    gate: fake.gate,
  } satisfies RpcContext
  const answer = handleSmartSessions(context, method, params, () => sessionTestNow)
  answer.catch(() => undefined)
  const root = document.getElementById('approval')!
  const opened = await Promise.race([
    vi.waitFor(() => {
      if (root.hidden) throw new Error('card not open')
    }),
    answer.then(() => 'answered' as const).catch(() => 'answered' as const),
  ])
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent === name)
  return {
    opened: opened !== 'answered',
    answer,
    owner,
    operations,
    text: () => root.textContent ?? '',
    approve() {
      fake.setVisible(true)
      fake.advance(500)
      button('Approve')?.click()
    },
    reject: () => button('Reject')?.click(),
  }
}
