// @vitest-environment jsdom

import { closeApproval } from '@keyport/server/frame/page/approvalUi.ts'
import { planGas } from '@keyport/server/frame/page/sponsorship/planGas.ts'
import { createFakeSmart } from '@keyport/server/frame/page/sponsorship/testing/createFakeSmart.ts'
import {
  PAYMASTER_URL,
  startSponsoredFrame,
} from '@keyport/server/frame/page/sponsorship/testing/startSponsoredFrame.ts'
import { parseEther } from 'viem'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

// Issue 32, item 4: with sponsorship on, an operation the sponsor refuses must not quietly go out
// on the user's own ETH. The card says why the sponsor refused, and only the user's own "Pay gas
// yourself" (offered when the account's ETH covers the estimate) lets Approve send it unsponsored.
const to = '0x000000000000000000000000000000000000bEEF'
const refusal = {
  refuse: {
    message: 'Sponsorship refused: 0x…bEEF is not a contract this app sponsors.',
    rule: 'target',
  },
}

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
})
afterEach(() => {
  closeApproval()
})

describe('frame: a sponsorship the paymaster refuses', () => {
  test('attack: a refused sponsorship keeps Approve off, and nothing is sent on the user’s ETH', async () => {
    const frame = startSponsoredFrame({
      sponsorship: true,
      paymaster: refusal,
      balance: parseEther('1'),
    })
    const run = frame.request('eth_sendTransaction', [{ to, value: '0x1' }])
    expect(await run.opened).toBe(true)
    // Asked before the card showed: the card already knows.
    expect(frame.pm.requests.map((r) => r.method)).toEqual(['pm_getPaymasterStubData'])
    expect(run.byTestId('approval-gas')?.textContent).toBe(
      'Sponsorship refused: 0x…bEEF is not a contract this app sponsors.',
    )
    run.show()
    frame.gate.advance(5_000)
    expect(run.button('Approve')?.disabled).toBe(true)
    run.button('Approve')?.click()
    run.reject()
    await expect(run.answer).rejects.toThrow('Signature declined')
    expect(frame.fake.sent).toEqual([])
  })

  test('attack: without the user’s choice, the refused plan sends nothing even past the card', async () => {
    const { smart } = createFakeSmart({ balance: parseEther('1') })
    const frame = startSponsoredFrame({ paymaster: refusal })
    const plan = await planGas({
      smart,
      calls: [{ to }],
      paymaster: { url: PAYMASTER_URL },
      chainId: 1,
      payerName: 'Sandbox',
    })
    expect(plan.line).toMatchObject({
      status: 'refused',
      selfPay: { estimate: expect.any(String) },
    })
    expect(() => plan.sendOptions()).toThrow(/^Sponsorship refused: /)
    expect(frame.fake.sent).toEqual([])
  })

  test('behavior: "Pay gas yourself" shows the estimate, is read again, then Approve sends it unsponsored', async () => {
    const frame = startSponsoredFrame({
      sponsorship: true,
      paymaster: refusal,
      balance: parseEther('1'),
    })
    const run = frame.request('eth_sendTransaction', [{ to, value: '0x1' }])
    expect(await run.opened).toBe(true)
    // 200,000 gas at 1 gwei (the fake bundler's estimate and fees).
    expect(run.text()).toContain('Paying it yourself costs about 0.0002 ETH.')
    run.show()
    run.button('Pay gas yourself')?.click()
    expect(run.byTestId('approval-gas')?.textContent).toBe(
      'Gas paid by you: about 0.0002 ETH. Sponsorship refused: 0x…bEEF is not a contract this app sponsors.',
    )
    // The gas part changed: Approve waits for it to be read again.
    expect(run.button('Approve')?.disabled).toBe(true)
    run.approve()
    await expect(run.answer).resolves.toBe(`0x${'cd'.repeat(32)}`)
    expect(frame.fake.sent).toEqual([{ calls: expect.any(Array), paymaster: false }])
  })

  test('attack: "Pay gas yourself" on a card that is not fully visible chooses nothing', async () => {
    const frame = startSponsoredFrame({
      sponsorship: true,
      paymaster: refusal,
      balance: parseEther('1'),
    })
    const run = frame.request('eth_sendTransaction', [{ to, value: '0x1' }])
    expect(await run.opened).toBe(true)
    // A host that made the frame transparent or covered it: the gate never saw the card.
    expect(run.button('Pay gas yourself')?.disabled).toBe(true)
    run.button('Pay gas yourself')?.click()
    expect(run.byTestId('approval-gas')?.textContent).toMatch(/^Sponsorship refused: /)
    run.show()
    expect(run.button('Approve')?.disabled).toBe(true)
    run.reject()
    await expect(run.answer).rejects.toThrow('Signature declined')
    expect(frame.fake.sent).toEqual([])
  })

  test('behavior: an account with no ETH is told so, gets no way to pay, and Approve stays off', async () => {
    const frame = startSponsoredFrame({ sponsorship: true, paymaster: refusal, balance: 0n })
    const run = frame.request('eth_sendTransaction', [{ to, value: '0x1' }])
    expect(await run.opened).toBe(true)
    expect(run.byTestId('approval-no-gas')?.textContent).toBe(
      'This account has no ETH for gas, so this request cannot be approved.',
    )
    expect(run.button('Pay gas yourself')).toBeUndefined()
    run.show()
    expect(run.button('Approve')?.disabled).toBe(true)
    run.reject()
    await expect(run.answer).rejects.toThrow('Signature declined')
    expect(frame.fake.sent).toEqual([])
  })

  test('behavior: a sponsored operation names the sponsor, and goes through the paymaster', async () => {
    const frame = startSponsoredFrame({ sponsorship: true, balance: 0n })
    const run = frame.request('eth_sendTransaction', [{ to, value: '0x1' }])
    expect(await run.opened).toBe(true)
    expect(run.byTestId('approval-gas')?.textContent).toBe('Gas paid by Keyport dev')
    run.approve()
    await run.answer
    expect(frame.fake.sent).toEqual([{ calls: expect.any(Array), paymaster: true }])
  })

  test('behavior: a sponsor that does not name itself is shown as the app', async () => {
    const frame = startSponsoredFrame({ sponsorship: true, paymaster: {} })
    const run = frame.request('eth_sendTransaction', [{ to, value: '0x1' }])
    expect(await run.opened).toBe(true)
    expect(run.byTestId('approval-gas')?.textContent).toBe('Gas paid by Sandbox')
    run.reject()
    await expect(run.answer).rejects.toThrow('Signature declined')
  })
})
