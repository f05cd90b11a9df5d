import { getAddress, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { MAX_SESSION_SECONDS, parseGrantRequest } from './parseGrantRequest.ts'

const account = '0x00000000000000000000000000000000000A11CE'
const entryPoint = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const now = 1_700_000_000
const key = privateKeyToAccount(generatePrivateKey())
const target = '0x000000000000000000000000000000000000cafe'
const base = {
  chainId: '0x1',
  expiry: now + 60,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: key.publicKey } },
  permissions: [{ type: 'contract-call', data: { address: target } }],
}
const parse = (request: unknown) =>
  parseGrantRequest({ request, chainId: 1, account, entryPoint, now }).grant

describe('parseGrantRequest', () => {
  test('behavior: a public key names its address; targets are checksummed and deduplicated', () => {
    expect(
      parse({
        ...base,
        permissions: [
          ...base.permissions,
          { type: 'contract-call', data: { address: getAddress(target) } },
          { type: 'native-token-limit', data: { allowance: toHex(parseEther('1')) } },
        ],
      }),
    ).toEqual({
      key: key.address,
      targets: [getAddress(target)],
      spendLimit: parseEther('1'),
      validUntil: now + 60,
    })
  })

  test('behavior: an ABI describing the target and `required` are accepted; they restrict nothing', () => {
    const abi = [{ type: 'function', name: 'claim', inputs: [], outputs: [] }]
    expect(
      parse({
        ...base,
        permissions: [
          { type: 'contract-call', data: { address: target, abi }, required: true },
          { type: 'native-token-limit', data: { allowance: '0x1' } },
        ],
      }).targets,
    ).toEqual([getAddress(target)])
  })

  test('behavior: a grant without a native-token-limit (its gas could not be paid) is refused', () => {
    expect(() => parse(base)).toThrow('Name a native-token-limit')
    expect(() =>
      parse({
        ...base,
        permissions: [
          ...base.permissions,
          { type: 'native-token-limit', data: { allowance: '0x0' } },
        ],
      }),
    ).toThrow('Name a native-token-limit')
  })

  test.each([
    [{ ...base, chainId: '0x2105' }, 'current chain (1) only'],
    [{ ...base, address: entryPoint }, 'for the smart account only'],
    [{ ...base, expiry: now + MAX_SESSION_SECONDS + 1 }, 'a year at most'],
    [{ ...base, permissions: [] }, 'Invalid permissions request: permissions'],
    [
      { ...base, permissions: [{ type: 'native-token-limit', data: { allowance: '0x1' } }] },
      'at least one contract-call target',
    ],
    [
      { ...base, permissions: [{ type: 'contract-call', data: { address: account } }] },
      'may not call the account itself or the EntryPoint',
    ],
    [
      { ...base, permissions: [{ type: 'contract-call', data: { address: entryPoint } }] },
      'may not call the account itself or the EntryPoint',
    ],
    [
      {
        ...base,
        permissions: [
          ...base.permissions,
          { type: 'native-token-limit', data: { allowance: '0x1' } },
          { type: 'native-token-limit', data: { allowance: '0x2' } },
        ],
      },
      'one native-token-limit at most',
    ],
    [
      {
        ...base,
        permissions: Array.from({ length: 17 }, (_, i) => ({
          type: 'contract-call',
          data: { address: toHex(i + 1, { size: 20 }) },
        })),
      },
      'At most 16 targets',
    ],
    [
      {
        ...base,
        permissions: [
          { type: 'contract-call', data: { address: target, functions: [{ functionName: 'x' }] } },
        ],
      },
      'cannot limit a session key to named functions',
    ],
    [
      { ...base, permissions: [{ type: 'contract-call', data: { address: target, x: 1 } }] },
      'Unsupported permission: permissions.0.data.x',
    ],
    [{ ...base, isAdjustmentAllowed: true }, 'Unsupported permission: isAdjustmentAllowed'],
    [
      { ...base, signer: { type: 'key', data: { type: 'secp256r1', publicKey: key.publicKey } } },
      'Invalid permissions request: signer.data.type',
    ],
  ])('behavior: refuses %j with "%s"', (request, message) => {
    expect(() => parse(request)).toThrow(message)
  })
})
