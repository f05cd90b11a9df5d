import type { ApprovalCard } from '@keyport/server/frame/page/approval/ApprovalCard.ts'
import { createAuthorizationStore } from '@keyport/server/frame/page/eip7702/authorizations.ts'
import { encodedSession } from '@keyport/server/frame/page/eip7702/testing/startDelegationFrame.ts'
import { undelegate } from '@keyport/server/frame/page/eip7702/undelegate.ts'
import { concat, getAddress, type Hex, numberToHex, pad } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'

// Issue 33, seams 3 and 5: the eip7702 account's first user operation on a chain carries an
// authorization only the user approved on the delegation card, never a stale one or one for
// another delegate; undelegating is refused while session keys are active (they would come back
// with any later delegation to KeyportDelegate, since the account's storage stays).
const delegate = getAddress('0x00000000000000000000000000000000000d1e6a')
const other = getAddress('0x000000000000000000000000000000000000dead')
const designator = (to: Hex) => concat(['0xef0100', to.toLowerCase() as Hex])

function fakeRpc({
  code = '0x' as Hex,
  nonce = 5,
  balance = 10n ** 18n,
  sessions = [] as { key: Hex; validUntil: number }[],
} = {}) {
  const state = { code, nonce }
  const rpc = vi.fn(async (method: string, params: unknown[]) => {
    if (method === 'eth_getCode') return state.code
    if (method === 'eth_getTransactionCount') return numberToHex(state.nonce)
    if (method === 'eth_getBalance') return numberToHex(balance)
    if (method === 'eth_getLogs')
      return sessions.map((session) => ({ topics: ['0x00', pad(session.key)] }))
    if (method === 'eth_call') {
      const [{ data }] = params as [{ data: Hex }]
      const session = sessions.find((s) =>
        data.toLowerCase().endsWith(s.key.slice(2).toLowerCase()),
      )
      return encodedSession(session?.validUntil ?? 0)
    }
    throw new Error(`${method} is not faked`)
  })
  return { rpc, state }
}

const owner = () => privateKeyToAccount(generatePrivateKey())

describe('frame: the eip7702 account’s authorization', () => {
  test('attack: a first operation with no kept authorization shows the delegation card before anything is signed; declined → nothing', async () => {
    const store = createAuthorizationStore()
    const { rpc } = fakeRpc()
    const ask = vi.fn(async (_card: ApprovalCard) => false)
    const account = owner()
    const sign = vi.spyOn(account, 'signAuthorization')
    await expect(
      store.forOperation({
        owner: account,
        chainId: 1,
        rpc,
        origin: 'https://app.example',
        ask,
        delegate,
        keyportDelegate: delegate,
      }),
    ).rejects.toThrow('Signature declined')
    expect(ask).toHaveBeenCalledTimes(1)
    expect(sign).not.toHaveBeenCalled()
  })

  test('attack: a kept authorization whose nonce moved is not reused: the card shows again', async () => {
    const store = createAuthorizationStore()
    const { rpc, state } = fakeRpc({ nonce: 5 })
    const ask = vi.fn(async (_card: ApprovalCard) => true)
    const deps = { owner: owner(), chainId: 1, rpc, origin: 'https://app.example', ask, delegate }
    const first = await store.approve(deps)
    expect(first?.nonce).toBe(5)
    expect(await store.forOperation(deps)).toBe(first)
    expect(ask).toHaveBeenCalledTimes(1)
    state.nonce = 6
    const second = await store.forOperation(deps)
    expect(second?.nonce).toBe(6)
    expect(ask).toHaveBeenCalledTimes(2)
  })

  test('attack: an account delegated to another contract is not taken as delegated: the card shows for KeyportDelegate', async () => {
    const store = createAuthorizationStore()
    const { rpc } = fakeRpc({ code: designator(other) })
    const ask = vi.fn(async (_card: ApprovalCard) => true)
    const signed = await store.forOperation({
      owner: owner(),
      chainId: 1,
      rpc,
      origin: 'o',
      ask,
      delegate,
    })
    expect(ask).toHaveBeenCalledTimes(1)
    expect(signed?.address).toBe(delegate)
  })

  test('behavior: once the code is 0xef0100 || KeyportDelegate, operations carry no authorization and no card shows', async () => {
    const store = createAuthorizationStore()
    const { rpc } = fakeRpc({ code: designator(delegate) })
    const ask = vi.fn(async (_card: ApprovalCard) => true)
    await expect(
      store.forOperation({ owner: owner(), chainId: 1, rpc, origin: 'o', ask, delegate }),
    ).resolves.toBeUndefined()
    expect(ask).not.toHaveBeenCalled()
  })
})

describe('frame: UNDELEGATE', () => {
  const deps = (
    rpc: ReturnType<typeof fakeRpc>['rpc'],
    ask = vi.fn(async (_card: ApprovalCard) => true),
  ) => ({
    owner: owner(),
    chainId: 1,
    rpcUrl: 'http://chain.test',
    rpc,
    origin: 'https://app.example',
    keyportDelegate: delegate,
    ask,
    now: () => 1_000,
  })

  test('attack: undelegating while a session key is active is refused before any card (the key would come back with a later delegation)', async () => {
    const key = getAddress('0x00000000000000000000000000000000000000aa')
    const { rpc } = fakeRpc({ code: designator(delegate), sessions: [{ key, validUntil: 5_000 }] })
    const ask = vi.fn(async (_card: ApprovalCard) => true)
    await expect(undelegate(deps(rpc, ask))).rejects.toThrow('Revoke your session keys first')
    expect(ask).not.toHaveBeenCalled()
  })

  test('behavior: an expired or revoked session does not block undelegating; the card names the delegate and the chain', async () => {
    const key = getAddress('0x00000000000000000000000000000000000000aa')
    const { rpc } = fakeRpc({ code: designator(delegate), sessions: [{ key, validUntil: 10 }] })
    const ask = vi.fn(async (_card: ApprovalCard) => false)
    await expect(undelegate(deps(rpc, ask))).rejects.toThrow('Signature declined')
    const card = ask.mock.calls[0]![0] as {
      title: string
      chain: object
      rows: { value: string }[]
    }
    expect(card.title).toBe('Remove delegation')
    expect(card.chain).toEqual({ id: 1, name: 'Ethereum' })
    expect(card.rows[0]!.value).toBe(`KeyportDelegate: ${delegate}`)
  })

  test('behavior: no ETH to pay the gas: a clear refusal naming the chain', async () => {
    const { rpc } = fakeRpc({ code: designator(delegate), balance: 0n })
    await expect(undelegate(deps(rpc))).rejects.toThrow(
      'You need ETH on Ethereum to pay the gas of undelegating',
    )
  })
})
