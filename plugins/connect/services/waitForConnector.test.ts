import { createManualClock } from '@keyport/kernel'
import { BehaviorSubject } from 'rxjs'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Connector } from '../connectors/types.ts'
import { afterPageLoad, waitForConnector } from './waitForConnector.ts'

const connector = (id: string) => ({ id }) as Connector

describe('afterPageLoad', () => {
  afterEach(() => vi.unstubAllGlobals())
  const page = (readyState: DocumentReadyState) => {
    const target = new EventTarget()
    vi.stubGlobal('document', { readyState })
    vi.stubGlobal('window', target)
    return target
  }

  test('behavior: runs at once on a page that has loaded, or with no page (a server render)', () => {
    const start = vi.fn()
    afterPageLoad(start)
    page('complete')
    afterPageLoad(start)
    expect(start).toHaveBeenCalledTimes(2)
  })

  test("behavior: on a page still loading, runs on the window's load event, unless cancelled", () => {
    const target = page('interactive')
    const start = vi.fn()
    const cancelled = vi.fn()
    afterPageLoad(start)
    afterPageLoad(cancelled)()
    expect(start).not.toHaveBeenCalled()
    target.dispatchEvent(new Event('load'))
    expect(start).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe('waitForConnector', () => {
  test('behavior: counts waitMs from the page load, and a connector registering in time wins', async () => {
    const clock = createManualClock()
    const connectors$ = new BehaviorSubject<readonly Connector[]>([])
    const registry = {
      connectors$,
      get connectors() {
        return connectors$.value
      },
    }
    let loaded = () => {}
    const found = waitForConnector({
      registry,
      clock,
      id: 'io.late',
      waitMs: 3_000,
      whenPageLoaded: (start) => {
        loaded = start
        return () => {}
      },
    })
    clock.advance(5_000)
    loaded()
    clock.advance(2_999)
    connectors$.next([connector('io.other'), connector('io.late')])
    await expect(found).resolves.toEqual({ id: 'io.late' })
    // Its timer was cancelled: advancing past it changes nothing.
    clock.advance(10_000)
  })

  test('behavior: resolves undefined waitMs after the page load when none came', async () => {
    const clock = createManualClock()
    const connectors$ = new BehaviorSubject<readonly Connector[]>([])
    const registry = { connectors$, connectors: [] }
    const found = waitForConnector({ registry, clock, id: 'io.gone', waitMs: 3_000 })
    clock.advance(3_000)
    await expect(found).resolves.toBeUndefined()
    expect(connectors$.observed).toBe(false)
  })
})
