// @vitest-environment jsdom

import { observeVisibility } from '@keyport/server/frame/page/approval/observeVisibility.ts'
import { askApproval, closeApproval } from '@keyport/server/frame/page/approvalUi.ts'
import { within } from '@testing-library/dom'
import { afterEach, describe, expect, test, vi } from 'vitest'

// Finding 6 of Order 14: the host styles the frame, so a near-transparent or covered frame put
// Approve under a decoy, and Approve was live the moment the card showed. Here the browser's
// IntersectionObserver v2 is played by a fake that reports what Chromium reports for such a frame
// (fully intersecting, but isVisible false); the clock is faked, no real time passes.
type Entry = { isIntersecting: boolean; intersectionRatio: number; isVisible: boolean }

function browserWithV2() {
  // The card observes each of its parts; the fake reports the same to every one of them.
  const callbacks: ((entries: Entry[]) => void)[] = []
  class Observer {
    constructor(callback: (entries: Entry[]) => void) {
      callbacks.push(callback)
    }
    observe() {}
    disconnect() {}
  }
  class ObserverEntry {}
  Object.defineProperty(ObserverEntry.prototype, 'isVisible', { value: false })
  const win = {
    document,
    IntersectionObserver: Observer,
    IntersectionObserverEntry: ObserverEntry,
  } as unknown as Window & typeof globalThis
  return {
    win,
    report: (entry: Entry) => {
      for (const callback of callbacks) callback([entry])
    },
  }
}

afterEach(() => {
  closeApproval()
  vi.useRealTimers()
})

describe('approval card against clickjacking', () => {
  test('attack: a transparent or covered frame never enables Approve; clicks on it approve nothing', async () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<main id="approval" hidden></main>'
    const browser = browserWithV2()
    const card = {
      title: 'Send transaction',
      origin: 'https://hostile.example',
      chain: { id: 1, name: 'Ethereum' },
      rows: [],
      raw: '[]',
    }
    let approved: boolean | undefined
    void askApproval(document, card, {
      observe: observeVisibility(browser.win),
      clock: { setTimeout, clearTimeout: (handle) => clearTimeout(handle as number) },
    }).then((answer) => {
      approved = answer
    })
    const approve = within(document.body).getByRole('button', {
      name: 'Approve',
    }) as HTMLButtonElement
    // opacity 0.01 on the iframe, or a decoy over it: on screen, but not visible.
    browser.report({ isIntersecting: true, intersectionRatio: 1, isVisible: false })
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(500)
      approve.click()
    }
    await Promise.resolve()
    expect(approve.disabled).toBe(true)
    expect(approved).toBeUndefined()

    // Shown for 300 ms, then covered again: the wait starts over.
    browser.report({ isIntersecting: true, intersectionRatio: 1, isVisible: true })
    vi.advanceTimersByTime(300)
    browser.report({ isIntersecting: true, intersectionRatio: 1, isVisible: false })
    browser.report({ isIntersecting: true, intersectionRatio: 1, isVisible: true })
    vi.advanceTimersByTime(300)
    approve.click()
    await Promise.resolve()
    expect(approved).toBeUndefined()

    // Visible for a full 500 ms: the user's own click approves.
    vi.advanceTimersByTime(200)
    expect(approve.disabled).toBe(false)
    approve.click()
    await Promise.resolve()
    expect(approved).toBe(true)
  })

  test('attack: a frame moved partly off screen does not enable Approve', async () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<main id="approval" hidden></main>'
    const browser = browserWithV2()
    void askApproval(
      document,
      {
        title: 'Sign message',
        origin: 'https://hostile.example',
        chain: { id: 1, name: 'Ethereum' },
        rows: [],
        raw: '0x',
      },
      {
        observe: observeVisibility(browser.win),
        clock: { setTimeout, clearTimeout: (handle) => clearTimeout(handle as number) },
      },
    )
    browser.report({ isIntersecting: true, intersectionRatio: 0.6, isVisible: true })
    vi.advanceTimersByTime(5000)
    const approve = within(document.body).getByRole('button', {
      name: 'Approve',
    }) as HTMLButtonElement
    expect(approve.disabled).toBe(true)
  })
})
