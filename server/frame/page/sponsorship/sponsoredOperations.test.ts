// @vitest-environment jsdom

import { parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { closeApproval } from '../approvalUi.ts'
import { startSponsoredFrame } from './testing/startSponsoredFrame.ts'

// With the app option `sponsorship`, every user operation the frame sends for its smart account
// goes through the paymaster: eth_sendTransaction, wallet_sendCalls and the session-key grants.
const game = '0x000000000000000000000000000000000000CAfE'

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
})
afterEach(() => closeApproval())

describe('sponsored operations', () => {
  test('behavior: wallet_grantPermissions is sponsored, and its card says who pays', async () => {
    const frame = startSponsoredFrame({ sponsorship: true })
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const run = frame.request('wallet_grantPermissions', [
      {
        chainId: '0x1',
        expiry: Math.floor(Date.now() / 1000) + 3600,
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
        permissions: [
          { type: 'contract-call', data: { address: game } },
          { type: 'native-token-limit', data: { allowance: toHex(parseEther('0.01')) } },
        ],
        policies: [],
      },
    ])
    expect(await run.opened).toBe(true)
    expect(run.byTestId('approval-gas')?.textContent).toBe('Gas paid by Keyport dev')
    run.approve()
    await run.answer
    expect(frame.fake.sent).toEqual([{ calls: expect.any(Array), paymaster: true }])
  })

  test('behavior: wallet_sendCalls without a capability uses the app option; the EOA is never sponsored', async () => {
    const smart = startSponsoredFrame({ sponsorship: true })
    const request = (from: string) => [
      {
        version: '2.0.0',
        chainId: '0x1',
        from,
        atomicRequired: false,
        calls: [{ to: game, value: '0x1' }],
      },
    ]
    const run = smart.request('wallet_sendCalls', request(smart.from))
    expect(await run.opened).toBe(true)
    run.approve()
    await run.answer
    expect(smart.fake.sent).toEqual([{ calls: expect.any(Array), paymaster: true }])

    const eoa = startSponsoredFrame({ sponsorship: true, smart: false })
    const eoaRun = eoa.request('wallet_sendCalls', request(eoa.from))
    expect(await eoaRun.opened).toBe(true)
    expect(eoaRun.byTestId('approval-gas')).toBeNull()
    expect(eoa.pm.requests).toEqual([])
    eoaRun.reject()
    await expect(eoaRun.answer).rejects.toThrow('Signature declined')
  })
})
