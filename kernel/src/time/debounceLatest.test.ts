import { Subject } from 'rxjs'
import { describe, expect, test } from 'vitest'
import { debounceLatest } from './debounceLatest'
import { createManualClock } from './ManualClock'

type Call = { value: string; signal: AbortSignal; resolve(answer: string): void }

function setup(ms = 500) {
  const clock = createManualClock()
  const input = new Subject<string>()
  const calls: Call[] = []
  const answers: string[] = []
  const errors: unknown[] = []
  input
    .pipe(
      debounceLatest(
        clock,
        ms,
        (value, signal) => new Promise<string>((resolve) => calls.push({ value, signal, resolve })),
      ),
    )
    .subscribe({ next: (answer) => answers.push(answer), error: (error) => errors.push(error) })
  return { clock, input, calls, answers, errors }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('debounceLatest', () => {
  test('behavior: asks once, for the last value, after the input has been quiet for ms', () => {
    const { clock, input, calls } = setup()
    input.next('1')
    clock.advance(300)
    input.next('12')
    clock.advance(300)
    input.next('125')
    clock.advance(499)
    expect(calls).toHaveLength(0)
    clock.advance(1)
    expect(calls.map((c) => c.value)).toEqual(['125'])
  })

  test('behavior: a newer value aborts the running request at once and its late answer is dropped', async () => {
    const { clock, input, calls, answers } = setup()
    input.next('1')
    clock.advance(500)
    input.next('2')
    expect(calls[0]?.signal.aborted).toBe(true)
    calls[0]?.resolve('stale quote for 1')
    await settle()
    expect(answers).toEqual([])
    clock.advance(500)
    expect(calls.map((c) => [c.value, c.signal.aborted])).toEqual([
      ['1', true],
      ['2', false],
    ])
    calls[1]?.resolve('quote for 2')
    await settle()
    expect(answers).toEqual(['quote for 2'])
  })

  test('behavior: a value typed while waiting restarts the wait; unsubscribing cancels it', async () => {
    const clock = createManualClock()
    const input = new Subject<string>()
    const seen: string[] = []
    const subscription = input
      .pipe(debounceLatest(clock, 100, async (value) => value))
      .subscribe((value) => seen.push(value))
    input.next('a')
    clock.advance(50)
    subscription.unsubscribe()
    clock.advance(100)
    await settle()
    expect(seen).toEqual([])
  })

  test('behavior: a rejected request ends the stream with its error', async () => {
    const clock = createManualClock()
    const input = new Subject<string>()
    const errors: unknown[] = []
    input
      .pipe(
        debounceLatest(clock, 10, async () => {
          throw new Error('boom')
        }),
      )
      .subscribe({ error: (error) => errors.push(error) })
    input.next('x')
    clock.advance(10)
    await settle()
    expect(errors).toEqual([new Error('boom')])
  })
})
