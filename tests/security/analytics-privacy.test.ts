import type { EventBus } from '@keyport/kernel'
import { createTestKernel } from '@keyport/kernel/testing'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

const API = 'http://127.0.0.1:4000/api'
const sent: { url: string; body: string }[] = []
// Every request the test process makes is recorded, wherever it goes.
const server = setupServer(
  http.all('*', async ({ request }) => {
    sent.push({ url: request.url, body: await request.text() })
    return HttpResponse.json({ stored: 1 })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  sent.length = 0
})
afterAll(() => server.close())

const email = 'ada.lovelace@example.com'
const otp = '482913'
const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2lnbmF0dXJlLWJ5dGVz'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const signature = `0x${'ab'.repeat(65)}`
const solanaAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const secrets = [email, otp, jwt, address, signature, solanaAddress, 'ada.lovelace']

function startKernel() {
  const kernel = createTestKernel({ options: { apiUrl: API, projectId: 'keyport-dev' } })
  // Any event name, as a plugin (or a compromised one) could emit it.
  const bus = kernel.bus as unknown as EventBus<Record<string, unknown>>
  const sendNow = async () => {
    await vi.dynamicImportSettled()
    await Promise.resolve()
    kernel.clock.advance(5000)
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0))
  }
  return { kernel, bus, sendNow }
}

describe('analytics privacy', () => {
  test('attack: an email, one-time code, token, signature or address in an event never leaves', async () => {
    const { kernel, bus, sendNow } = startKernel()
    const message = `Code ${otp} for ${email} failed; token ${jwt}; signer ${address} sig ${signature} ${solanaAddress}`
    bus.emit('connect:rejected', { connectorId: 'auth', message })
    bus.emit('siwx:failed', { message })
    bus.emit('swap:failed', { chainId: 1, message })
    bus.emit('history:fetch-failed', { address, chain: 'eip155:1', cursor: jwt, message })
    // Fields no mapping keeps: they are never copied, whatever they hold.
    bus.emit('connect:connected', {
      connectorId: 'auth',
      namespace: 'eip155',
      address,
      chainId: 1,
      caipAddress: `eip155:1:${address}`,
      email,
      token: jwt,
    })
    await sendNow()
    const bodies = sent.map((request) => request.body).join('\n')
    expect(JSON.parse(sent[0]?.body ?? '{}').events).toHaveLength(5)
    for (const secret of secrets) expect(bodies).not.toContain(secret)
    expect(bodies).toContain('Code [number] for [email] failed; token [token]')
    await kernel.dispose()
  })

  test('attack: host strings in events, or options changed after start, cannot send events elsewhere', async () => {
    const { kernel, bus, sendNow } = startKernel()
    // A script on the page repoints the options object after start.
    Object.assign(kernel.options, { apiUrl: 'https://collector.evil.example', projectId: 'evil' })
    bus.emit('modal:opened', { view: '//collector.evil.example/v1/events' })
    bus.emit('connect:rejected', {
      connectorId: 'https://collector.evil.example/',
      message: 'see http://collector.evil.example/?leak=1',
    })
    bus.emit('onramp:provider-opened', {
      provider: '@collector.evil.example',
      symbol: '../../../x',
      chainId: 1,
    })
    await sendNow()
    expect(sent.length).toBeGreaterThan(0)
    for (const { url } of sent) {
      const target = new URL(url)
      expect(`${target.origin}${target.pathname}`).toBe(`${API}/v1/events`)
      expect(target.searchParams.get('projectId')).toBe('keyport-dev')
    }
    await kernel.dispose()
  })
})
