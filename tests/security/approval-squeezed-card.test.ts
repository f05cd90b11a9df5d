// @vitest-environment jsdom

import type { ApprovalCard } from '@keyport/server/frame/page/approval/ApprovalCard.ts'
import {
  IN_WINDOW_NOTICE,
  TOO_SMALL_NOTICE,
  WINDOW_BLOCKED_NOTICE,
} from '@keyport/server/frame/page/approval/mountCard.ts'
import { createFakeGate } from '@keyport/server/frame/page/approval/testing/createFakeGate.ts'
import {
  askApproval,
  closeApproval,
  noteAccountTypeChange,
} from '@keyport/server/frame/page/approvalUi.ts'
import { within } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

// Finding 2 of Order 20: the host gave the frame 200 px; the card's rows collapsed to nothing yet
// the card counted as visible, and Approve unlocked. Here jsdom's layout is played by spies (the
// real one is tests/e2e/security-approval-squeezed.spec.ts): the frame is 200 px high, the header
// and buttons alone take 260 px.
const permit: ApprovalCard = {
  title: 'Sign typed data',
  origin: 'https://hostile.example',
  chain: { id: 1, name: 'Ethereum' },
  rows: [
    {
      label: 'Permit',
      value: 'Unlimited USDC to 0x000000000000000000000000000000000000dEaD',
      warning: true,
    },
    { label: 'Spender', value: '0x000000000000000000000000000000000000dEaD' },
  ],
  raw: '{}',
}

function squeeze(frameHeight: number) {
  const isFrameRoot = (element: HTMLElement) =>
    element.id === 'approval' && element.ownerDocument === document
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isFrameRoot(this) ? frameHeight : 0
  })
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isFrameRoot(this) ? 260 : 0
  })
}

// The request's window: a second document of the frame's origin, as window.open('') gives.
function fakeWindow() {
  const doc = document.implementation.createHTMLDocument('')
  const popup = { document: doc, closed: false, close: vi.fn(), focus: vi.fn() }
  popup.close.mockImplementation(() => {
    popup.closed = true
  })
  return popup
}

beforeEach(() => {
  document.body.innerHTML = '<main id="approval" hidden></main>'
})
afterEach(() => {
  closeApproval()
  vi.restoreAllMocks()
})

const frame = () => within(document.getElementById('approval')!)
const notice = () => frame().getByTestId('approval-notice').querySelector('p')!.textContent
// Approve is hidden in a cramped frame, where accessible-name queries skip it.
const button = (_scope: ReturnType<typeof within>, name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('#approval button')].find(
    (one) => one.textContent === name,
  )!

describe('approval card in a frame too small for it', () => {
  test('attack: a 200 px frame with every part reported visible never unlocks Approve; it offers the window instead', async () => {
    squeeze(200)
    const fake = createFakeGate()
    let answer: boolean | undefined
    void askApproval(document, permit, fake.gate).then((approved) => {
      answer = approved
    })
    fake.setVisible(true)
    fake.advance(60_000)
    const approve = button(frame(), 'Approve')
    expect(approve.disabled).toBe(true)
    approve.disabled = false
    approve.click()
    await Promise.resolve()
    expect(answer).toBeUndefined()
    expect(notice()).toBe(TOO_SMALL_NOTICE)
    expect(document.getElementById('approval')!.classList.contains('cramped')).toBe(true)
    // "Open in a window" takes Approve's place.
    expect(approve.hidden).toBe(true)
    expect(button(frame(), 'Open in a window').hidden).toBe(false)
  })

  test('behavior: "Open in a window" shows the same card there; its Approve, once read, answers; the window closes', async () => {
    squeeze(200)
    const fake = createFakeGate()
    const popup = fakeWindow()
    const answer = askApproval(document, permit, {
      ...fake.gate,
      openWindow: () => popup as unknown as Window,
    })
    button(frame(), 'Open in a window').click()
    expect(notice()).toBe(IN_WINDOW_NOTICE)
    // A document with no window of its own here: read it with plain queries.
    const inWindow = popup.document.getElementById('approval')!
    const windowButton = (name: string) =>
      [...inWindow.querySelectorAll('button')].find((one) => one.textContent === name)!
    expect(popup.document.title).toBe('Approve request · Keyport secure wallet')
    expect(inWindow.querySelector('[data-testid="approval-permit"]')?.textContent).toBe(
      'Unlimited USDC to 0x000000000000000000000000000000000000dEaD',
    )
    fake.setVisible(true)
    fake.advance(500)
    // The frame stays locked while the request is in its window.
    expect(button(frame(), 'Approve').disabled).toBe(true)
    expect(windowButton('Approve').disabled).toBe(false)
    windowButton('Approve').click()
    expect(await answer).toBe(true)
    expect(popup.close).toHaveBeenCalled()
    expect(document.getElementById('approval')!.hidden).toBe(true)
  })

  test('behavior: the user closing the window brings the request back to the frame; an abort closes the window', async () => {
    squeeze(200)
    const fake = createFakeGate()
    const popup = fakeWindow()
    const answer = askApproval(document, permit, {
      ...fake.gate,
      openWindow: () => popup as unknown as Window,
    })
    button(frame(), 'Open in a window').click()
    popup.closed = true
    fake.advance(500)
    expect(notice()).toBe(TOO_SMALL_NOTICE)
    const second = fakeWindow()
    popup.document = second.document
    popup.closed = false
    button(frame(), 'Open in a window').click()
    closeApproval()
    expect(await answer).toBe(false)
    expect(popup.close).toHaveBeenCalled()
  })

  test('behavior: a blocked window leaves the request waiting, Approve locked, saying why', () => {
    squeeze(200)
    const fake = createFakeGate()
    void askApproval(document, permit, { ...fake.gate, openWindow: () => null })
    button(frame(), 'Open in a window').click()
    fake.setVisible(true)
    fake.advance(5000)
    expect(notice()).toBe(WINDOW_BLOCKED_NOTICE)
    expect(button(frame(), 'Approve').disabled).toBe(true)
  })
})

describe('noteAccountTypeChange', () => {
  test('attack: the app switches to the smart account before asking; the card says so until the user answered it', async () => {
    const fake = createFakeGate()
    noteAccountTypeChange('eoa', 'smartAccount', '0x1111111111111111111111111111111111111111')
    const row = () => frame().queryByTestId('approval-signing-account-changed')
    const first = askApproval(document, permit, fake.gate)
    expect(row()?.textContent).toBe(
      'The app switched the signing account to the smart account (0x1111111111111111111111111111111111111111)',
    )
    expect(row()?.className).toBe('warning')
    // The app aborts that card: the warning is not spent.
    closeApproval()
    expect(await first).toBe(false)
    const second = askApproval(document, permit, fake.gate)
    expect(row()).not.toBeNull()
    button(frame(), 'Reject').click()
    expect(await second).toBe(false)
    void askApproval(document, permit, fake.gate)
    expect(row()).toBeNull()
    noteAccountTypeChange('smartAccount', 'smartAccount', '0x1')
    closeApproval()
    void askApproval(document, permit, fake.gate)
    expect(row()).toBeNull()
  })
})
