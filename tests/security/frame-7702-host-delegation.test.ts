// @vitest-environment jsdom

import { closeApproval } from '@keyport/server/frame/page/approvalUi.ts'
import {
  KEYPORT_DELEGATE,
  startDelegationFrame,
} from '@keyport/server/frame/page/eip7702/testing/startDelegationFrame.ts'
import { getAddress, type Hex } from 'viem'
import { recoverAuthorizationAddress } from 'viem/utils'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

// Issue 33, item 3 (seam 7): a host page may ask the frame for an EIP-7702 authorization
// (wallet_signAuthorization, or eth_sendTransaction with an authorizationList). A delegation
// hands the account's funds to the delegate's code, so the frame refuses a delegate the app did
// not allow and an authorization for every chain (chain id 0) BEFORE any card shows, ignores the
// host's nonce, and otherwise asks on the high-risk delegation card.
const drainer = getAddress('0x000000000000000000000000000000000000dead')
const allowedByApp = getAddress('0x00000000000000000000000000000000000a110c')

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" role="dialog" hidden></main>'
})
afterEach(() => {
  closeApproval()
  vi.unstubAllGlobals()
})

describe('frame: host-requested EIP-7702 delegations', () => {
  test('attack: wallet_signAuthorization to a contract the app did not allow is refused with 4100 before any card', async () => {
    const frame = startDelegationFrame()
    const run = frame.request('wallet_signAuthorization', [{ contractAddress: drainer }])
    expect(await run.opened).toBe(false)
    await expect(run.answer).rejects.toMatchObject({
      code: 4100,
      message: `Delegation to ${drainer} is not allowed by this app`,
    })
  })

  test('attack: eth_sendTransaction with an authorizationList to an unknown delegate is refused with 4100 and nothing is sent', async () => {
    const frame = startDelegationFrame()
    const run = frame.request('eth_sendTransaction', [
      {
        to: frame.owner.address,
        authorizationList: [{ address: drainer, chainId: '0x1', nonce: '0x0' }],
      },
    ])
    expect(await run.opened).toBe(false)
    await expect(run.answer).rejects.toMatchObject({ code: 4100 })
    expect(frame.sent).toEqual([])
  })

  test('attack: an authorization for every chain (chain id 0) is refused with 4100 unless the app allows it', async () => {
    const frame = startDelegationFrame()
    const run = frame.request('wallet_signAuthorization', [
      { address: KEYPORT_DELEGATE, chainId: 0 },
    ])
    expect(await run.opened).toBe(false)
    await expect(run.answer).rejects.toMatchObject({
      code: 4100,
      message: 'An authorization for every chain (chain id 0) is not allowed',
    })
  })

  test('attack: an authorization for another chain than the current one is refused with 4100', async () => {
    const frame = startDelegationFrame()
    const run = frame.request('wallet_signAuthorization', [
      { address: KEYPORT_DELEGATE, chainId: '0x2105' },
    ])
    expect(await run.opened).toBe(false)
    await expect(run.answer).rejects.toMatchObject({ code: 4100 })
  })

  test('attack: while the smart account (another address) is active, a host cannot get the EOA’s delegation behind it', async () => {
    const frame = startDelegationFrame()
    frame.context.smart = { account: { address: allowedByApp } } as never
    const run = frame.request('wallet_signAuthorization', [{ address: KEYPORT_DELEGATE }])
    expect(await run.opened).toBe(false)
    await expect(run.answer).rejects.toMatchObject({ code: 4100 })
  })

  test('attack: the host’s nonce is ignored: the authorization carries the EOA’s nonce read from the chain (no replayable old nonce)', async () => {
    const frame = startDelegationFrame({ nonce: 7 })
    const run = frame.request('wallet_signAuthorization', [
      { address: KEYPORT_DELEGATE, nonce: '0x0' },
    ])
    expect(await run.opened).toBe(true)
    run.approve()
    const signed = (await run.answer) as Record<string, Hex>
    expect(signed).toMatchObject({ address: KEYPORT_DELEGATE, chainId: '0x1', nonce: '0x7' })
    const authorization = {
      address: signed.address as Hex,
      chainId: Number(signed.chainId),
      nonce: Number(signed.nonce),
      r: signed.r as Hex,
      s: signed.s as Hex,
      yParity: Number(signed.yParity),
    }
    expect(await recoverAuthorizationAddress({ authorization })).toBe(frame.owner.address)
  })

  test('attack: the delegation card cannot be approved while the frame is hidden (the card’s visibility gate)', async () => {
    const frame = startDelegationFrame()
    const run = frame.request('wallet_signAuthorization', [{ address: KEYPORT_DELEGATE }])
    expect(await run.opened).toBe(true)
    // The host hides the frame and clicks through: Approve stays locked.
    frame.gate.advance(5_000)
    run.button('Approve')?.click()
    await new Promise((resolve) => setTimeout(resolve, 50))
    let settled = false
    run.answer.then(
      () => {
        settled = true
      },
      () => {
        settled = true
      },
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    run.reject()
    await expect(run.answer).rejects.toThrow('Signature declined')
  })

  test('behavior: the delegation card names KeyportDelegate, its address, the chain and what delegation means', async () => {
    const frame = startDelegationFrame()
    const run = frame.request('wallet_signAuthorization', [{ address: KEYPORT_DELEGATE }])
    expect(await run.opened).toBe(true)
    expect(run.text()).toContain('Delegate your account (EIP-7702)')
    expect(run.byTestId('approval-delegate-contract')?.textContent).toBe(
      `KeyportDelegate: ${KEYPORT_DELEGATE}`,
    )
    expect(run.byTestId('approval-chain')?.textContent).toBe('Ethereum (chain 1)')
    expect(run.byTestId('approval-what-this-means')?.textContent).toContain(
      'It keeps its address and balances',
    )
    run.reject()
    await expect(run.answer).rejects.toThrow('Signature declined')
  })

  test('behavior: a delegate the app allows and chain id 0 under anyChain: the card says EVERY chain in words', async () => {
    const frame = startDelegationFrame({ policy: { allow: [allowedByApp], anyChain: true } })
    const run = frame.request('wallet_signAuthorization', [{ address: allowedByApp, chainId: 0 }])
    expect(await run.opened).toBe(true)
    expect(run.byTestId('approval-valid-on')?.textContent).toContain('EVERY chain (chain id 0)')
    expect(run.byTestId('approval-delegate-contract')?.textContent).toContain('not Keyport’s')
    run.approve()
    await expect(run.answer).resolves.toMatchObject({ address: allowedByApp, chainId: '0x0' })
  })

  test('behavior: an allowed authorizationList: the delegation card, the transaction card, then one type-4 transaction with the EOA’s next nonce', async () => {
    const frame = startDelegationFrame({ nonce: 3 })
    const run = frame.request('eth_sendTransaction', [
      {
        to: frame.owner.address,
        authorizationList: [{ address: KEYPORT_DELEGATE, chainId: '0x1', nonce: '0x0' }],
      },
    ])
    expect(await run.opened).toBe(true)
    run.approve()
    await vi.waitFor(() => {
      if (!run.text().includes('Send transaction')) throw new Error('no transaction card yet')
    })
    run.approve()
    await expect(run.answer).resolves.toMatch(/^0x[0-9a-f]{64}$/)
    expect(frame.sent).toHaveLength(1)
    expect(frame.sent[0]).toMatchObject({ type: 'eip7702', nonce: 3 })
    expect(frame.sent[0]?.authorizationList?.[0]).toMatchObject({
      address: KEYPORT_DELEGATE.toLowerCase(),
      chainId: 1,
      nonce: 4,
    })
  })
})
