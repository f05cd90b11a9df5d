import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createManualClock } from '../time/ManualClock'
import type { AnalyticsEvent } from './analyticsEventNames'
import { createAnalyticsTracker } from './createAnalyticsTracker'

const API = 'http://data.test/api'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

type Sent = {
  url: URL
  contentType: string | null
  body: { sessionId?: string; events: AnalyticsEvent[] }
}

function record(status = 200) {
  const sent: Sent[] = []
  server.use(
    http.post(`${API}/v1/events`, async ({ request }) => {
      sent.push({
        url: new URL(request.url),
        contentType: request.headers.get('content-type'),
        body: JSON.parse(await request.text()),
      })
      return HttpResponse.json({ stored: 1 }, { status })
    }),
  )
  return sent
}

function setup(overrides: Partial<Parameters<typeof createAnalyticsTracker>[0]> = {}) {
  const clock = createManualClock(Date.UTC(2026, 0, 1))
  const page = new EventTarget()
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as const })
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    globalThis.fetch(input, init),
  )
  let enabled = true
  const tracker = createAnalyticsTracker({
    apiUrl: API,
    projectId: 'demo',
    sdkVersion: '1.2.3',
    clock,
    enabled: () => enabled,
    fetch,
    page,
    document,
    ...overrides,
  })
  const open = (view = 'Connect') =>
    tracker.track({ name: 'modal:opened', payload: { view } }, clock.now())
  return {
    tracker,
    clock,
    page,
    document,
    fetch,
    open,
    disable: () => {
      enabled = false
    },
  }
}

describe('createAnalyticsTracker', () => {
  test('behavior: events wait 5 s, then leave in one batch for POST /v1/events of the data API', async () => {
    const sent = record()
    const { tracker, clock, fetch, open } = setup()
    open()
    clock.advance(1000)
    tracker.track({ name: 'connect:connecting', payload: { connectorId: 'injected' } }, clock.now())
    clock.advance(3999)
    expect(fetch).not.toHaveBeenCalled()
    clock.advance(1)
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    const batch = sent[0] as Sent
    expect(batch.url.origin + batch.url.pathname).toBe(`${API}/v1/events`)
    expect(Object.fromEntries(batch.url.searchParams)).toEqual({
      projectId: 'demo',
      st: 'keyport',
      sv: '1.2.3',
    })
    expect(batch.contentType).toBe('application/json')
    expect(batch.body.events).toEqual([
      { event: 'MODAL_OPEN', properties: { view: 'Connect' }, timestamp: Date.UTC(2026, 0, 1) },
      {
        event: 'SELECT_WALLET',
        properties: { connector: 'injected' },
        timestamp: Date.UTC(2026, 0, 1) + 1000,
      },
    ])
    expect(batch.body.sessionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ keepalive: true, credentials: 'omit' })
  })

  test('behavior: the tenth event sends the batch at once', async () => {
    const sent = record()
    const { open, fetch } = setup()
    for (let i = 0; i < 9; i++) open()
    expect(fetch).not.toHaveBeenCalled()
    open()
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.body.events).toHaveLength(10)
  })

  test('behavior: leaving or hiding the page sends what waits, without the timer', async () => {
    const sent = record()
    const { page, document, open } = setup()
    open('Connect')
    page.dispatchEvent(new Event('pagehide'))
    open('Account')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(sent).toHaveLength(0)
    Object.assign(document, { visibilityState: 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(sent.map((batch) => batch.body.events[0]?.properties.view)).toEqual([
      'Connect',
      'Account',
    ])
  })

  test('behavior: untracked bus events are not sent; a session id is the same for the page', async () => {
    const sent = record()
    const { tracker, open } = setup()
    tracker.track({ name: 'kernel:started', payload: { plugins: [] } }, 0)
    tracker.track({ name: 'router:navigated', payload: { view: 'Connect', action: 'push' } }, 0)
    open()
    tracker.flush()
    open()
    tracker.flush()
    tracker.flush()
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(sent.flatMap((batch) => batch.body.events.map((e) => e.event))).toEqual([
      'MODAL_OPEN',
      'MODAL_OPEN',
    ])
    expect(sent[0]?.body.sessionId).toBe(sent[1]?.body.sessionId)
  })

  test('behavior: with the flag off nothing is queued, and what waited is dropped', () => {
    const { tracker, clock, fetch, open, disable } = setup()
    open()
    disable()
    open()
    clock.advance(5000)
    tracker.flush()
    tracker.dispose()
    expect(fetch).not.toHaveBeenCalled()
  })

  test('behavior: a refused or failed send is reported once and dropped, never thrown', async () => {
    record(500)
    const onError = vi.fn()
    const { tracker, open, fetch } = setup({ onError })
    open()
    tracker.flush()
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(String(onError.mock.calls[0]?.[0])).toContain('POST /v1/events answered 500')
    server.use(http.post(`${API}/v1/events`, () => HttpResponse.error()))
    open()
    tracker.flush()
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test('behavior: dispose sends what waits and stops listening to the page', async () => {
    const sent = record()
    const { tracker, page, open, fetch } = setup()
    open()
    tracker.dispose()
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    open()
    page.dispatchEvent(new Event('pagehide'))
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
