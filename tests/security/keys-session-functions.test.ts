// @vitest-environment jsdom

import {
  openSessionCard,
  sessionTestNow,
} from '@keyport/server/frame/page/smartSessions/testing/openSessionCard.ts'
import { getAddress, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, test } from 'vitest'

// An app asks for a session key limited to some functions of a target (issue 37, finding 5).
// KeyportAccount checks a key's targets, not the functions it calls: the frame used to accept the
// request, drop `functions` and grant every function of the target, more than the app (and the
// user reading the request) asked for. A restriction the account cannot enforce is now refused
// before any card, and nothing is granted.
const game = getAddress('0x000000000000000000000000000000000000cafe')
const key = privateKeyToAccount(generatePrivateKey())
const grant = (permissions: unknown[], extra: Record<string, unknown> = {}) => ({
  chainId: '0x1',
  expiry: sessionTestNow + 3600,
  signer: { type: 'account', data: { address: key.address } },
  permissions,
  ...extra,
})
const limit = { type: 'native-token-limit', data: { allowance: toHex(parseEther('0.01')) } }

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
})

describe('session grants: restrictions the account cannot enforce (keys)', () => {
  test('attack: a contract-call limited to named functions is refused, not granted for every function', async () => {
    const run = await openSessionCard('wallet_grantPermissions', [
      grant([
        {
          type: 'contract-call',
          data: {
            address: game,
            abi: [{ type: 'function', name: 'claim', inputs: [], outputs: [] }],
            functions: [{ functionName: 'claim' }],
          },
        },
        limit,
      ]),
    ])
    expect(run.opened).toBe(false)
    await expect(run.answer).rejects.toThrow(
      'Unsupported permission: permissions.0.data.functions. This wallet cannot limit a session key to named functions',
    )
    expect(run.operations).toEqual([])
  })

  test('attack: an empty functions list (no function at all) is refused too', async () => {
    const run = await openSessionCard('wallet_grantPermissions', [
      grant([{ type: 'contract-call', data: { address: game, functions: [] } }]),
    ])
    expect(run.opened).toBe(false)
    await expect(run.answer).rejects.toThrow('permissions.0.data.functions')
    expect(run.operations).toEqual([])
  })

  test.each([
    [
      'a permission-level policy (older ERC-7715 drafts)',
      [{ type: 'contract-call', data: { address: game }, policies: [{ type: 'gas-limit' }] }],
      {},
      'Invalid permissions request: permissions.0.policies no policy types are supported',
    ],
    [
      'an argument rule inside contract-call data',
      [{ type: 'contract-call', data: { address: game, args: [{ index: 0, equals: '0x1' }] } }],
      {},
      'Unsupported permission: permissions.0.data.args',
    ],
    [
      'a per-period field in the native-token-limit',
      [
        { type: 'contract-call', data: { address: game } },
        { type: 'native-token-limit', data: { allowance: '0x1', period: 86_400 } },
      ],
      {},
      'Unsupported permission: permissions.1.data.period',
    ],
    [
      'a rule at the top of the request',
      [{ type: 'contract-call', data: { address: game } }],
      { rules: [{ type: 'expiry', data: { timestamp: sessionTestNow + 60 } }] },
      'Unsupported permission: rules',
    ],
  ])('attack: %s is refused, not dropped', async (_what, permissions, extra, message) => {
    const run = await openSessionCard('wallet_grantPermissions', [grant(permissions, extra)])
    expect(run.opened).toBe(false)
    await expect(run.answer).rejects.toThrow(message)
    expect(run.operations).toEqual([])
  })
})
