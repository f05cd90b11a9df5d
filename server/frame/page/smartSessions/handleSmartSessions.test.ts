// @vitest-environment jsdom

import { getAddress, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, test } from 'vitest'
import { decodeSessionContext, encodeSessionContext } from './sessionContext.ts'
import { openSessionCard, sessionTestAccount, sessionTestNow } from './testing/openSessionCard.ts'

const game = getAddress('0x000000000000000000000000000000000000cafe')
const sessionKey = privateKeyToAccount(generatePrivateKey())
const request = {
  chainId: '0x1',
  expiry: sessionTestNow + 3600,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
  permissions: [
    { type: 'contract-call', data: { address: game } },
    { type: 'native-token-limit', data: { allowance: toHex(parseEther('0.05')) } },
  ],
  policies: [],
}

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
})

describe('handleSmartSessions', () => {
  test('behavior: wallet_grantPermissions shows the terms, then grants them on chain', async () => {
    const run = await openSessionCard('wallet_grantPermissions', [request])
    expect(run.opened).toBe(true)
    expect(run.text()).toContain('Grant permissions')
    expect(run.text()).toContain(sessionKey.address)
    expect(run.text()).toContain(`${game} (any function, without asking you)`)
    expect(run.text()).toContain('0.05 ETH in all, gas included')
    expect(run.text()).toContain('2023-11-14 23:13 UTC')
    expect(run.operations).toEqual([])

    run.approve()
    const [answer] = (await run.answer) as [{ address: string; context: `0x${string}` }]

    expect(run.operations).toEqual([
      {
        functionName: 'grantSession',
        args: [sessionKey.address, [game], parseEther('0.05'), sessionTestNow + 3600],
      },
    ])
    expect(answer).toMatchObject({ ...request, address: sessionTestAccount })
    expect(decodeSessionContext(answer.context)).toEqual({
      account: sessionTestAccount,
      chainId: 1,
      key: sessionKey.address,
    })
  })

  test('behavior: Reject grants nothing', async () => {
    const run = await openSessionCard('wallet_grantPermissions', [request])
    run.reject()
    await expect(run.answer).rejects.toThrow('Signature declined')
    expect(run.operations).toEqual([])
  })

  test('behavior: an account signer names the key by address', async () => {
    const run = await openSessionCard('wallet_grantPermissions', [
      { ...request, signer: { type: 'account', data: { address: sessionKey.address } } },
    ])
    run.approve()
    await run.answer
    expect(run.operations[0]?.args[0]).toBe(sessionKey.address)
  })

  test('behavior: an expiry in the past is refused before any card', async () => {
    const run = await openSessionCard('wallet_grantPermissions', [
      { ...request, expiry: sessionTestNow - 1 },
    ])
    expect(run.opened).toBe(false)
    await expect(run.answer).rejects.toThrow('The permissions expiry is in the past')
  })

  test('behavior: a malformed request names the field', async () => {
    const run = await openSessionCard('wallet_grantPermissions', [{ ...request, expiry: 'soon' }])
    await expect(run.answer).rejects.toThrow('Invalid permissions request: expiry')
  })

  test('behavior: wallet_revokePermissions shows the session as the chain holds it, then revokes', async () => {
    const key = getAddress(sessionKey.address)
    const stored = {
      validUntil: sessionTestNow + 60,
      spendLimit: parseEther('1'),
      spent: parseEther('0.25'),
      targets: [game],
    }
    const permissionsContext = encodeSessionContext({
      account: sessionTestAccount,
      chainId: 1,
      key,
    })
    const run = await openSessionCard('wallet_revokePermissions', [{ permissionsContext }], {
      sessions: { [key]: stored },
    })
    expect(run.text()).toContain('Revoke permissions')
    expect(run.text()).toContain('0.25 ETH')
    run.approve()
    expect(await run.answer).toBeNull()
    expect(run.operations).toEqual([{ functionName: 'revokeSession', args: [key] }])
  })

  test('behavior: revoking a session that is not there says so', async () => {
    const permissionsContext = encodeSessionContext({
      account: sessionTestAccount,
      chainId: 1,
      key: sessionKey.address,
    })
    const run = await openSessionCard('wallet_revokePermissions', [{ permissionsContext }])
    await expect(run.answer).rejects.toThrow('This permission was revoked or never granted')
  })
})
