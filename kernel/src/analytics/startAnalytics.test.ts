import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import type { KeyportOptions } from '../kernel/KeyportOptions'
import { createTestKernel } from '../testing/createTestKernel'
import type { AnalyticsEvent } from './analyticsEventNames'

const API = 'http://127.0.0.1:4000'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function setup(options: KeyportOptions = {}) {
  const batches: AnalyticsEvent[][] = []
  server.use(
    http.post(`${API}/v1/events`, async ({ request }) => {
      batches.push(JSON.parse(await request.text()).events)
      return HttpResponse.json({ stored: 1 })
    }),
  )
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    globalThis.fetch(input, init),
  )
  const kernel = createTestKernel({
    options: { apiUrl: API, projectId: 'keyport-dev', fetch, ...options },
  })
  // The tracker's code loads with the first event; then the 5 s timer is armed.
  const settle = async () => {
    await vi.dynamicImportSettled()
    await Promise.resolve()
  }
  return { kernel, batches, fetch, settle }
}

describe('startAnalytics', () => {
  test('behavior: with the spec default (on), the modal’s events reach the data API in one batch', async () => {
    const { kernel, batches, settle } = setup()
    kernel.modal.open()
    kernel.modal.close()
    await settle()
    kernel.clock.advance(5000)
    await vi.waitFor(() => expect(batches).toHaveLength(1))
    expect(batches[0]?.map((event) => event.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    await kernel.dispose()
  })

  test('behavior: with the analytics flag off nothing is sent', async () => {
    const { kernel, fetch, settle } = setup({ features: { analytics: false } })
    for (let i = 0; i < 12; i++) {
      kernel.modal.open()
      kernel.modal.close()
    }
    await settle()
    kernel.clock.advance(5000)
    await kernel.dispose()
    await settle()
    expect(fetch).not.toHaveBeenCalled()
  })

  test('behavior: turning the flag off at run time drops what waited; on again tracks again', async () => {
    const { kernel, batches, fetch, settle } = setup()
    kernel.modal.open()
    await settle()
    kernel.flags.set('analytics', false)
    kernel.modal.close()
    kernel.clock.advance(5000)
    expect(fetch).not.toHaveBeenCalled()
    kernel.flags.set('analytics', true)
    kernel.modal.open()
    await settle()
    kernel.clock.advance(5000)
    await vi.waitFor(() => expect(batches).toHaveLength(1))
    expect(batches[0]?.map((event) => event.event)).toEqual(['MODAL_OPEN'])
    await kernel.dispose()
  })

  test('behavior: without a data API (no apiUrl or no projectId) nothing is sent anywhere', async () => {
    for (const options of [{ apiUrl: undefined }, { projectId: undefined }]) {
      const { kernel, fetch, settle } = setup(options)
      kernel.modal.open()
      await settle()
      kernel.clock.advance(5000)
      await kernel.dispose()
      await settle()
      expect(fetch).not.toHaveBeenCalled()
    }
  })

  test('behavior: loaded when the browser is idle, the tracker sends an event on a pagehide right after it', async () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      run()
      return 1
    })
    vi.stubGlobal('cancelIdleCallback', () => {})
    const { kernel, batches, settle } = setup()
    await settle()
    kernel.modal.open()
    await Promise.resolve()
    page.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(() => expect(batches).toHaveLength(1))
    expect(batches[0]?.map((event) => event.event)).toEqual(['MODAL_OPEN'])
    await kernel.dispose()
  })

  test('behavior: disposing the kernel sends what waited', async () => {
    const { kernel, batches, settle } = setup()
    kernel.modal.open()
    await settle()
    await kernel.dispose()
    await vi.waitFor(() => expect(batches).toHaveLength(1))
  })
})
