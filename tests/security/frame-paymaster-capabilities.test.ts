// @vitest-environment jsdom

import { closeApproval } from '@keyport/server/frame/page/approvalUi.ts'
import { startSponsoredFrame } from '@keyport/server/frame/page/sponsorship/testing/startSponsoredFrame.ts'
import { parseEther, toHex } from 'viem'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

// EIP-5792 v2: a capability the wallet cannot honour is refused unless the app marked it optional,
// and an app's call-batch id names one batch only. A wallet that ignored a required capability
// would run the calls without what the app said they need; one that reused an id would let a
// second batch pass for the first in wallet_getCallsStatus.
const to = '0x000000000000000000000000000000000000bEEF'

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
})
afterEach(() => {
  closeApproval()
})

const request = (from: string, extra: object = {}) => [
  {
    version: '2.0.0',
    chainId: '0x1',
    from,
    atomicRequired: false,
    calls: [{ to, value: toHex(1n) }],
    ...extra,
  },
]

describe('frame: wallet_sendCalls capabilities and ids', () => {
  test('attack: a required capability the wallet does not know is refused with 5700 before any card', async () => {
    const frame = startSponsoredFrame({ balance: parseEther('1') })
    const run = frame.request(
      'wallet_sendCalls',
      request(frame.from, { capabilities: { auxiliaryFunds: { supported: true } } }),
    )
    await expect(run.answer).rejects.toMatchObject({
      code: 5700,
      message: expect.stringContaining('auxiliaryFunds'),
    })
    expect(await run.opened).toBe(false)
    expect(frame.fake.sent).toEqual([])
  })

  test('attack: a required capability on one call is refused with 5700 too', async () => {
    const frame = startSponsoredFrame({ balance: parseEther('1') })
    const run = frame.request('wallet_sendCalls', [
      {
        ...request(frame.from)[0],
        calls: [{ to, value: '0x1', capabilities: { permissions: { id: 'x' } } }],
      },
    ])
    await expect(run.answer).rejects.toMatchObject({ code: 5700 })
    expect(frame.fake.sent).toEqual([])
  })

  test('behavior: an optional capability the wallet does not know is dropped, and the calls go', async () => {
    const frame = startSponsoredFrame({ balance: parseEther('1') })
    const run = frame.request(
      'wallet_sendCalls',
      request(frame.from, { capabilities: { dataSuffix: { value: '0x1234', optional: true } } }),
    )
    expect(await run.opened).toBe(true)
    run.approve()
    await expect(run.answer).resolves.toEqual({ id: `userop:${frame.fake.hash}` })
  })

  test('attack: a call-batch id already used is refused with 5720, and nothing is sent', async () => {
    const frame = startSponsoredFrame({ balance: parseEther('1') })
    const first = frame.request('wallet_sendCalls', request(frame.from, { id: 'order-1' }))
    expect(await first.opened).toBe(true)
    first.approve()
    await expect(first.answer).resolves.toEqual({ id: 'order-1' })

    const again = frame.request('wallet_sendCalls', request(frame.from, { id: 'order-1' }))
    await expect(again.answer).rejects.toMatchObject({ code: 5720 })
    expect(await again.opened).toBe(false)
    expect(frame.fake.sent).toHaveLength(1)
  })

  test('attack: an id still waiting on its card cannot be taken by a second request', async () => {
    const frame = startSponsoredFrame({ balance: parseEther('1') })
    const first = frame.request('wallet_sendCalls', request(frame.from, { id: 'order-2' }))
    expect(await first.opened).toBe(true)
    // The second request does not replace the open card: it is refused at once.
    const second = frame.request('wallet_sendCalls', request(frame.from, { id: 'order-2' }))
    await expect(second.answer).rejects.toMatchObject({ code: 5720 })
    first.reject()
    await expect(first.answer).rejects.toThrow('Signature declined')
    // Declined: the id was never used, so the app may try again with it.
    const retry = frame.request('wallet_sendCalls', request(frame.from, { id: 'order-2' }))
    expect(await retry.opened).toBe(true)
    retry.reject()
    await expect(retry.answer).rejects.toThrow('Signature declined')
  })

  test('behavior: another chain answers 5710, atomicRequired on the EOA 5760, a v1 request -32602', async () => {
    const smart = startSponsoredFrame({ balance: parseEther('1') })
    await expect(
      smart.request('wallet_sendCalls', request(smart.from, { chainId: '0x2105' })).answer,
    ).rejects.toMatchObject({ code: 5710 })
    await expect(
      smart.request('wallet_sendCalls', request(smart.from, { version: '1.0' })).answer,
    ).rejects.toMatchObject({ code: -32602 })
    const eoa = startSponsoredFrame({ smart: false })
    await expect(
      eoa.request('wallet_sendCalls', request(eoa.from, { atomicRequired: true })).answer,
    ).rejects.toMatchObject({ code: 5760 })
  })
})
