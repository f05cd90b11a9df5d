// @vitest-environment jsdom

import { closeApproval } from '@keyport/server/frame/page/approvalUi.ts'
import {
  PAYMASTER_ORIGIN,
  startSponsoredFrame,
} from '@keyport/server/frame/page/sponsorship/testing/startSponsoredFrame.ts'
import { parseSponsorship } from '@keyport/server/frame/page/sync/parseSponsorship.ts'
import { parseEther, toHex } from 'viem'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

// Issue 32, seam 3: the frame calls paymaster services only on the origins it allows (the data
// API's and KEYPORT_FRAME_PAYMASTER_ORIGINS). A host that names another one must not get the
// frame to send the user's operations, or anything about them, to a service of its choosing.
const evil = 'https://evil.example/pm'
const to = '0x000000000000000000000000000000000000bEEF'

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
})
afterEach(() => {
  closeApproval()
})

const sendCalls = (from: string, paymasterService: object) => [
  {
    version: '2.0.0',
    chainId: '0x1',
    from,
    atomicRequired: true,
    calls: [{ to, value: toHex(1n) }],
    capabilities: { paymasterService },
  },
]

describe('frame: paymaster services outside the allowed origins', () => {
  test('attack: a required paymasterService on another origin is refused with 5700 and never called', async () => {
    const frame = startSponsoredFrame()
    const run = frame.request('wallet_sendCalls', sendCalls(frame.from, { url: evil }))
    await expect(run.answer).rejects.toMatchObject({ code: 5700 })
    expect(await run.opened).toBe(false)
    expect(frame.fetched.filter((url) => url.startsWith('https://evil.example'))).toEqual([])
    expect(frame.fake.sent).toEqual([])
  })

  test('attack: an optional paymasterService on another origin is dropped: the account pays and it is never called', async () => {
    const frame = startSponsoredFrame({ balance: parseEther('1') })
    const run = frame.request(
      'wallet_sendCalls',
      sendCalls(frame.from, { url: evil, optional: true, context: { policy: 'x' } }),
    )
    expect(await run.opened).toBe(true)
    expect(run.byTestId('approval-gas')).toBeNull()
    run.approve()
    await expect(run.answer).resolves.toMatchObject({ id: expect.any(String) })
    expect(frame.fake.sent).toEqual([{ calls: expect.any(Array), paymaster: false }])
    expect(frame.fetched.filter((url) => url.startsWith('https://evil.example'))).toEqual([])
  })

  test('behavior: a paymasterService on an allowed origin pays, with its ERC-7677 context passed through', async () => {
    const frame = startSponsoredFrame()
    const url = `${PAYMASTER_ORIGIN}/app-pm`
    const run = frame.request(
      'wallet_sendCalls',
      sendCalls(frame.from, { url, context: { policyId: 'p1' } }),
    )
    expect(await run.opened).toBe(true)
    expect(run.byTestId('approval-gas')?.textContent).toBe('Gas paid by Keyport dev')
    run.approve()
    await run.answer
    expect(frame.fake.sent).toEqual([
      { calls: expect.any(Array), paymaster: true, paymasterContext: { policyId: 'p1' } },
    ])
    expect(frame.pm.requests.map((r) => [r.url, r.method, r.params[3]])).toEqual([
      [url, 'pm_getPaymasterStubData', { policyId: 'p1' }],
      [url, 'pm_getPaymasterStubData', { policyId: 'p1' }],
      [url, 'pm_getPaymasterData', { policyId: 'p1' }],
    ])
  })

  test('attack: the app option sponsorship with a URL on another origin is ignored', () => {
    expect(parseSponsorship({ sponsorship: { url: evil } }, [PAYMASTER_ORIGIN])).toEqual({
      warning: expect.stringContaining('sponsorship ignored'),
    })
    // Same host, other scheme or port: another origin.
    expect(
      parseSponsorship({ sponsorship: { url: 'https://paymaster.test/pm' } }, [PAYMASTER_ORIGIN])
        .option,
    ).toBeUndefined()
    expect(
      parseSponsorship({ sponsorship: { url: `${PAYMASTER_ORIGIN}/pm` } }, [PAYMASTER_ORIGIN])
        .option,
    ).toEqual({ url: `${PAYMASTER_ORIGIN}/pm` })
  })
})
