import { describe, expect, expectTypeOf, test } from 'vitest'
import { createEventBus } from './EventBus'

type TestEvents = {
  'test:ping': { n: number }
  'test:done': undefined
}

describe('createEventBus', () => {
  test('behavior: delivers payloads only to listeners of that name', () => {
    const bus = createEventBus<TestEvents>()
    const pings: number[] = []
    let done = 0
    bus.on('test:ping', ({ n }) => pings.push(n))
    bus.on('test:done', () => done++)
    bus.emit('test:ping', { n: 1 })
    bus.emit('test:done')
    bus.emit('test:ping', { n: 2 })
    expect(pings).toEqual([1, 2])
    expect(done).toBe(1)
  })

  test('behavior: unsubscribe stops delivery', () => {
    const bus = createEventBus<TestEvents>()
    const seen: number[] = []
    const off = bus.on('test:ping', ({ n }) => seen.push(n))
    bus.emit('test:ping', { n: 1 })
    off()
    bus.emit('test:ping', { n: 2 })
    expect(seen).toEqual([1])
  })

  test('behavior: events$ sees every event in order; emit after complete is ignored', () => {
    const bus = createEventBus<TestEvents>()
    const names: string[] = []
    bus.events$.subscribe((event) => names.push(event.name))
    bus.emit('test:ping', { n: 1 })
    bus.emit('test:done')
    bus.complete()
    bus.emit('test:ping', { n: 3 })
    expect(names).toEqual(['test:ping', 'test:done'])
  })

  test('types: unknown names and wrong payloads are type errors', () => {
    const bus = createEventBus<TestEvents>()
    // @ts-expect-error unknown event name
    bus.emit('test:unknown', {})
    // @ts-expect-error payload of the wrong shape
    bus.emit('test:ping', { n: 'one' })
    expectTypeOf(bus.on$('test:ping')).toExtend<import('rxjs').Observable<{ n: number }>>()
  })
})
