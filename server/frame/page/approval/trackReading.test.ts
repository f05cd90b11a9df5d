// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { createFakeGate } from './testing/createFakeGate.ts'
import { type ReadingState, trackReading } from './trackReading.ts'

// A gate whose visibility is per element: the test scrolls parts in and out.
function setup(partCount: number) {
  const fake = createFakeGate()
  const listeners = new Map<Element, (visible: boolean) => void>()
  const parts = Array.from({ length: partCount }, () => document.createElement('div'))
  const header = document.createElement('header')
  const actions = document.createElement('div')
  const states: ReadingState[] = []
  const tracker = trackReading({
    parts,
    frame: [header, actions],
    observe: (target, onChange) => {
      listeners.set(target, onChange)
      onChange(false)
      return () => listeners.delete(target)
    },
    clock: fake.gate.clock,
    onChange: (state) => states.push(state),
  })
  const show = (targets: Element[], visible = true) => {
    for (const target of targets) listeners.get(target)?.(visible)
  }
  const last = () => states.at(-1)!
  return { ...fake, parts, header, actions, tracker, show, last, listeners }
}

describe('trackReading', () => {
  test('attack: header and buttons visible, rows never on screen (a squeezed card): Approve stays locked', () => {
    const card = setup(3)
    card.show([card.header, card.actions])
    card.advance(60_000)
    expect(card.last()).toEqual({ open: false, read: 0, total: 3 })
  })

  test('behavior: each part read once visible for 500 ms; Approve once all are read and the buttons are visible', () => {
    const card = setup(3)
    const [first, second, third] = card.parts as unknown as [HTMLElement, HTMLElement, HTMLElement]
    card.show([card.header, card.actions, first])
    card.advance(499)
    expect(card.last().read).toBe(0)
    card.advance(1)
    expect(card.last()).toEqual({ open: false, read: 1, total: 3 })
    expect(first.dataset.read).toBe('true')
    // Scrolled past too fast: not read.
    card.show([first], false)
    card.show([second])
    card.advance(300)
    card.show([second], false)
    card.show([third])
    card.advance(500)
    expect(card.last()).toEqual({ open: false, read: 2, total: 3 })
    // Scrolled back: read stays read (first and third), second now read too.
    card.show([third], false)
    card.show([second])
    card.advance(500)
    expect(card.last()).toEqual({ open: true, read: 3, total: 3 })
  })

  test('behavior: the header or buttons leaving the view lock Approve until they are back for 500 ms', () => {
    const card = setup(1)
    card.show([card.header, card.actions, ...card.parts])
    card.advance(500)
    expect(card.last().open).toBe(true)
    card.show([card.actions], false)
    expect(card.last().open).toBe(false)
    card.show([card.actions])
    card.advance(499)
    expect(card.last().open).toBe(false)
    card.advance(1)
    expect(card.last().open).toBe(true)
  })

  test('behavior: a part whose content changed (the simulation arrived) must be read again', () => {
    const card = setup(2)
    card.show([card.header, card.actions, ...card.parts])
    card.advance(500)
    expect(card.last().open).toBe(true)
    card.tracker.unread(card.parts[1]!)
    expect(card.last()).toEqual({ open: false, read: 1, total: 2 })
    expect(card.parts[1]!.dataset.read).toBeUndefined()
    // Still on screen: it reads again after the hold.
    card.advance(500)
    expect(card.last()).toEqual({ open: true, read: 2, total: 2 })
  })

  test('behavior: stop ends every observer and timer', () => {
    const card = setup(2)
    card.show([...card.parts])
    card.tracker.stop()
    card.advance(1000)
    expect(card.listeners.size).toBe(0)
    expect(card.last().read).toBe(0)
  })
})
