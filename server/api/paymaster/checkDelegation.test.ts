import { type Hex, numberToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import type { ApiChain, ApiDeps } from '../ApiDeps.ts'
import { checkDelegation } from './checkDelegation.ts'
import { type PaymasterParams, paymasterParamsSchema } from './paymasterRpcSchemas.ts'
import type { SponsorshipPolicy } from './sponsorshipPolicySchema.ts'

const delegate = '0x1111111111111111111111111111111111111111'
const listed = '0x2222222222222222222222222222222222222222'
const drainer = '0x3333333333333333333333333333333333333333'
const sender = '0x4444444444444444444444444444444444444444'
const entryPoint = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const policy: SponsorshipPolicy = {
  userDailyCapWei: '1000',
  totalBudgetWei: '10000',
  chains: { '1': { targets: [], delegates: [listed] } },
}
const deps = { log: () => {} } as unknown as ApiDeps

/** A chain whose sender has `code` and transaction count `nonce`. */
const chainWith = ({ code, nonce = 0 }: { code?: Hex; nonce?: number } = {}) =>
  ({
    deployment: { chainId: 1, accountAbstraction: { delegate } },
    client: {
      getCode: async () => code,
      getTransactionCount: async () => nonce,
    },
  }) as unknown as ApiChain

/** The params as the schema reads viem's RPC form. */
const params = (operation: Record<string, unknown>): PaymasterParams => {
  const [userOperation, parsedEntryPoint, chainId] = paymasterParamsSchema.parse([
    { sender, nonce: '0x0', callData: '0x', ...operation },
    entryPoint,
    '0x1',
  ])
  return { userOperation, entryPoint: parsedEntryPoint, chainId }
}
const auth = (address: string, chainId = 1, nonce = 0) => ({
  address,
  chainId: numberToHex(chainId),
  nonce: numberToHex(nonce),
  r: `0x${'aa'.repeat(32)}`,
  s: `0x${'bb'.repeat(32)}`,
  yParity: '0x1',
})
const refusal = (promise: Promise<void>) =>
  promise.then(
    () => undefined,
    (error: { rule?: string; message: string }) => ({ rule: error.rule, message: error.message }),
  )

describe('checkDelegation', () => {
  test('behavior: an authorization to KeyportDelegate or a listed delegate on this chain, at the next nonce, passes', async () => {
    for (const address of [delegate, listed]) {
      const operation = params({ factory: '0x7702', factoryData: '0x', eip7702Auth: auth(address) })
      await expect(checkDelegation(operation, chainWith(), policy, deps)).resolves.toBeUndefined()
    }
    const designator = `0xef0100${delegate.slice(2)}` as Hex
    await expect(
      checkDelegation(params({}), chainWith({ code: designator }), policy, deps),
    ).resolves.toBeUndefined()
  })

  test('behavior: viem’s 0x7702 marker and the 20-byte form are read as the marker, also from initCode', () => {
    expect(params({ factory: '0x7702' }).userOperation.factory).toBe('0x7702')
    expect(params({ initCode: '0x7702' }).userOperation).toMatchObject({
      factory: '0x7702',
      factoryData: '0x',
    })
    expect(
      params({ factory: '0x7702000000000000000000000000000000000000' }).userOperation.factory,
    ).toBe('0x7702000000000000000000000000000000000000')
  })

  test('attack: another delegate, chain id 0, another chain, a used nonce, a delegation elsewhere, a marker without authorization: rule delegate', async () => {
    const cases: [Record<string, unknown>, { code?: Hex; nonce?: number }, string][] = [
      [{ eip7702Auth: auth(drainer) }, {}, `delegates ${sender} to ${drainer}`],
      [{ eip7702Auth: auth(delegate, 0) }, {}, 'chain id 0, which makes it valid on every chain'],
      [{ eip7702Auth: auth(delegate, 8453) }, {}, 'for chain 8453, not chain 1'],
      [{ eip7702Auth: auth(delegate, 1, 3) }, { nonce: 4 }, 'nonce 3 is not'],
      [{}, { code: `0xef0100${drainer.slice(2)}` }, `is delegated to ${drainer}`],
      [{ eip7702Auth: auth(delegate) }, { code: `0xef0100${drainer.slice(2)}` }, 'is delegated to'],
      [{ factory: '0x7702' }, {}, 'is not delegated and the operation carries no EIP-7702'],
      [{ factory: listed, eip7702Auth: auth(delegate) }, {}, 'deploys nothing'],
    ]
    for (const [operation, state, words] of cases) {
      const refused = await refusal(
        checkDelegation(params(operation), chainWith(state), policy, deps),
      )
      expect(refused?.rule, words).toBe('delegate')
      expect(refused?.message).toContain(words)
      expect(refused?.message).toContain(`KeyportDelegate (${delegate}), ${listed}`)
    }
  })

  test('attack: a malformed eip7702Auth is not a user operation the schema reads', () => {
    for (const eip7702Auth of [
      { ...auth(delegate), address: 'x' },
      { ...auth(delegate), chainId: 1 },
      'yes',
    ])
      expect(
        paymasterParamsSchema.safeParse([
          { sender, nonce: '0x0', callData: '0x', eip7702Auth },
          entryPoint,
          '0x1',
        ]).success,
      ).toBe(false)
  })
})
