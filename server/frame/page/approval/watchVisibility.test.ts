// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { observeVisibility } from './observeVisibility.ts'
import { createFakeGate } from './testing/createFakeGate.ts'
import { watchVisibility } from './watchVisibility.ts'

function watch() {
  const fake = createFakeGate()
  const states: boolean[] = []
  const stop = watchVisibility(document.body, (open) => states.push(open), fake.gate)
  return { ...fake, states, stop }
}

describe('watchVisibility', () => {
  test('behavior: opens only after 500 ms of uninterrupted visibility', () => {
    const gate = watch()
    gate.advance(10_000)
    expect(gate.states).toEqual([])
    gate.setVisible(true)
    gate.advance(499)
    expect(gate.states).toEqual([])
    gate.advance(1)
    expect(gate.states).toEqual([true])
  })

  test('behavior: any loss of visibility closes the gate and restarts the wait', () => {
    const gate = watch()
    gate.setVisible(true)
    gate.advance(400)
    gate.setVisible(false)
    gate.setVisible(true)
    gate.advance(400)
    expect(gate.states).toEqual([])
    gate.advance(100)
    expect(gate.states).toEqual([true])
    gate.setVisible(false)
    expect(gate.states).toEqual([true, false])
    gate.setVisible(true)
    gate.advance(499)
    expect(gate.states).toEqual([true, false])
  })

  test('behavior: stopping cancels a pending open', () => {
    const gate = watch()
    gate.setVisible(true)
    gate.stop()
    gate.advance(1000)
    expect(gate.states).toEqual([])
  })
})

type FakeEntry = { isIntersecting: boolean; intersectionRatio: number; isVisible?: boolean }

/** A window whose IntersectionObserver the test drives; `v2` adds `isVisible` to entries. */
function fakeWindow(v2: boolean) {
  const observers: { callback: (entries: FakeEntry[]) => void; options: unknown }[] = []
  class FakeObserver {
    constructor(callback: (entries: FakeEntry[]) => void, options: unknown) {
      observers.push({ callback, options })
    }
    observe() {}
    disconnect() {}
  }
  class FakeEntryClass {}
  if (v2) Object.defineProperty(FakeEntryClass.prototype, 'isVisible', { value: false })
  const win = {
    document,
    IntersectionObserver: FakeObserver,
    IntersectionObserverEntry: FakeEntryClass,
  } as unknown as Window & typeof globalThis
  return { win, observers }
}

describe('observeVisibility', () => {
  test('behavior: with IntersectionObserver v2, a fully intersecting but covered or transparent card is not visible', () => {
    const { win, observers } = fakeWindow(true)
    const seen: boolean[] = []
    observeVisibility(win)(document.body, (visible) => seen.push(visible))
    expect(observers[0]!.options).toMatchObject({ trackVisibility: true, delay: 100 })
    const report = observers[0]!.callback
    report([{ isIntersecting: true, intersectionRatio: 1, isVisible: false }])
    report([{ isIntersecting: true, intersectionRatio: 1, isVisible: true }])
    report([{ isIntersecting: true, intersectionRatio: 0.5, isVisible: true }])
    expect(seen).toEqual([false, true, false])
  })

  test('behavior: without v2 it falls back to on-screen only (the delay alone guards the rest)', () => {
    const { win, observers } = fakeWindow(false)
    const seen: boolean[] = []
    observeVisibility(win)(document.body, (visible) => seen.push(visible))
    expect(observers[0]!.options).not.toHaveProperty('trackVisibility')
    observers[0]!.callback([{ isIntersecting: true, intersectionRatio: 1 }])
    expect(seen).toEqual([true])
  })
})
