import type { ApprovalGate } from '../../approvalUi.ts'

/**
 * The approval card's visibility gate under the test's control: `setVisible` plays the
 * browser's IntersectionObserver, `advance` moves the clock. No real time passes.
 *
 * @example
 * const gate = createFakeGate()
 * gate.setVisible(true)
 * gate.advance(500) // Approve is enabled
 */
export function createFakeGate() {
  let now = 0
  let nextId = 0
  const timers = new Map<number, { at: number; callback: () => void }>()
  const listeners = new Set<(visible: boolean) => void>()
  let visible = false
  const gate: ApprovalGate = {
    observe(_target, onChange) {
      listeners.add(onChange)
      onChange(visible)
      return () => listeners.delete(onChange)
    },
    clock: {
      setTimeout(callback, ms) {
        nextId += 1
        timers.set(nextId, { at: now + ms, callback })
        return nextId
      },
      clearTimeout(handle) {
        timers.delete(handle as number)
      },
    },
  }
  return {
    gate,
    setVisible(next: boolean) {
      visible = next
      for (const listener of listeners) listener(next)
    },
    advance(ms: number) {
      now += ms
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue
        timers.delete(id)
        timer.callback()
      }
    },
  }
}
