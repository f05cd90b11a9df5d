// @vitest-environment jsdom

import { encodeSessionContext } from '@keyport/server/frame/page/smartSessions/sessionContext.ts'
import {
  openSessionCard,
  sessionTestAccount,
  sessionTestEntryPoint,
  sessionTestNow,
} from '@keyport/server/frame/page/smartSessions/testing/openSessionCard.ts'
import { getAddress, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, test } from 'vitest'

// A host page asks the frame for a session key (ERC-7715). What the owner's user operation grants
// on chain must be exactly what the approval card showed, and nothing a host sends may grant the
// key a way around its own limits. On chain, KeyportAccount refuses the same things again
// (tests/integration/smart-sessions.test.ts, "a session key cannot reach the account itself").
const game = getAddress('0x000000000000000000000000000000000000cafe')
const key = privateKeyToAccount(generatePrivateKey())
const grant = (permissions: unknown[]) => ({
  chainId: '0x1',
  expiry: sessionTestNow + 3600,
  signer: { type: 'account', data: { address: key.address } },
  permissions,
})

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
})

describe('session grants (keys)', () => {
  test('attack: a grant listing the account itself as a target (the key could re-grant itself more) is refused before any card', async () => {
    const run = await openSessionCard('wallet_grantPermissions', [
      grant([
        { type: 'contract-call', data: { address: game } },
        // Lower case, so a naive comparison with the checksummed account misses it.
        { type: 'contract-call', data: { address: sessionTestAccount.toLowerCase() } },
      ]),
    ])
    expect(run.opened).toBe(false)
    await expect(run.answer).rejects.toThrow(
      'A session may not call the account itself or the EntryPoint',
    )
    expect(run.operations).toEqual([])
  })

  test('attack: a grant listing the EntryPoint (the key could withdraw the deposit) is refused', async () => {
    const run = await openSessionCard('wallet_grantPermissions', [
      grant([{ type: 'contract-call', data: { address: sessionTestEntryPoint } }]),
    ])
    expect(run.opened).toBe(false)
    await expect(run.answer).rejects.toThrow('may not call the account itself or the EntryPoint')
    expect(run.operations).toEqual([])
  })

  test('behavior: a grant with no native-token-limit is refused (its key’s gas counts against the limit, so it could send nothing)', async () => {
    const run = await openSessionCard('wallet_grantPermissions', [
      grant([{ type: 'contract-call', data: { address: game } }]),
    ])
    expect(run.opened).toBe(false)
    await expect(run.answer).rejects.toThrow('Name a native-token-limit')
    expect(run.operations).toEqual([])
  })

  test('attack: what is granted on chain is what the card showed, no more', async () => {
    const run = await openSessionCard('wallet_grantPermissions', [
      grant([
        { type: 'contract-call', data: { address: game } },
        { type: 'native-token-limit', data: { allowance: toHex(parseEther('0.01')) } },
        // An ABI only describes the target: it neither restricts nor widens the grant.
        {
          type: 'contract-call',
          data: { address: game, abi: [{ type: 'function', name: 'x', inputs: [] }] },
        },
      ]),
    ])
    const shown = run.text()
    run.approve()
    await run.answer
    const [operation] = run.operations
    const [grantedKey, targets, limit, validUntil] = operation!.args as [
      string,
      string[],
      bigint,
      number,
    ]
    expect(operation!.functionName).toBe('grantSession')
    expect(targets).toEqual([game])
    for (const target of targets) expect(shown).toContain(target)
    expect(shown).toContain(grantedKey)
    expect(limit).toBe(parseEther('0.01'))
    expect(shown).toContain('0.01 ETH in all, gas included')
    expect(validUntil).toBe(sessionTestNow + 3600)
    expect(shown).toContain('2023-11-14 23:13 UTC')
  })

  test('attack: a forged permissionsContext for another account cannot revoke or read its sessions', async () => {
    const permissionsContext = encodeSessionContext({
      account: getAddress('0x000000000000000000000000000000000000b0b0'),
      chainId: 1,
      key: key.address,
    })
    const run = await openSessionCard('wallet_revokePermissions', [{ permissionsContext }])
    await expect(run.answer).rejects.toThrow('This permission belongs to another account or chain')
    expect(run.operations).toEqual([])
  })
})
