// @vitest-environment jsdom

import { createFakeGate } from '@keyport/server/frame/page/approval/testing/createFakeGate.ts'
import { askApproval, closeApproval, setAppClaim } from '@keyport/server/frame/page/approvalUi.ts'
import { parseAppClaim } from '@keyport/server/frame/page/sync/parseAppClaim.ts'
import { within } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

// SYNC_DAPP_DATA lets the app name itself on the frame's card. A hostile page can claim to be any
// app; the card must keep the origin the frame itself pinned as the line that says who asks, and
// show the claim as a claim.
const hostileOrigin = 'https://hostile.example'
const card = {
  title: 'Send transaction',
  origin: hostileOrigin,
  chain: { id: 1, name: 'Ethereum' },
  rows: [],
  raw: '[]',
}

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" hidden></main>'
})
afterEach(() => {
  closeApproval()
  setAppClaim(undefined)
})

const dialog = () => within(document.getElementById('approval')!)

describe('app data on the approval card', () => {
  test("attack: a host that claims another app's name and URL cannot change the origin line; the claim is marked unverified and mismatched", () => {
    setAppClaim(
      parseAppClaim({
        projectId: 'keyport-dev',
        metadata: {
          name: 'Uniswap\u202e\nRequest from https://app.uniswap.org',
          description: '',
          url: 'https://app.uniswap.org',
          icons: ['https://app.uniswap.org/favicon.png'],
        },
      }),
    )
    void askApproval(document, card, createFakeGate().gate)
    const header = document.querySelector('#approval header')!
    const origin = dialog().getByTestId('approval-origin')
    expect(origin.textContent).toBe(`Request from ${hostileOrigin}`)
    // The origin line comes right after the heading, before anything the app says.
    expect(header.children[1]).toBe(origin)
    const claim = dialog().getByTestId('approval-app')
    expect(claim.textContent).toBe(
      'Says it is “UniswapRequest from https://app.uniswap.org · https://app.uniswap.org” (not verified)',
    )
    expect(dialog().getByTestId('approval-app-mismatch').textContent).toBe(
      'Its own URL is not the origin above.',
    )
    expect(dialog().getAllByText(/^Request from/)).toEqual([origin])
  })

  test('attack: a javascript: or non-image data: icon never reaches the card', () => {
    setAppClaim(
      parseAppClaim({
        projectId: 'keyport-dev',
        metadata: {
          name: 'Sandbox',
          description: '',
          url: hostileOrigin,
          icons: ['javascript:alert(document.domain)', 'data:text/html;base64,PHNjcmlwdD4='],
        },
      }),
    )
    void askApproval(document, card, createFakeGate().gate)
    expect(dialog().getByTestId('approval-app').querySelector('img')).toBeNull()
    expect(dialog().queryByTestId('approval-app-mismatch')).toBeNull()
    expect(() =>
      parseAppClaim({
        projectId: 'keyport-dev',
        metadata: { name: 'x', description: '', url: 'javascript:alert(1)', icons: [] },
      }),
    ).toThrow('App data refused (metadata.url): Not an http(s) URL')
  })
})
