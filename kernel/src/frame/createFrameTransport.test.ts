import { describe, expect, test } from 'vitest'
import type { KeyportError } from '../errors/KeyportError'
import { createFakeFrame } from '../testing/createFakeFrame'
import { createManualClock } from '../time/ManualClock'
import { createFrameTransport } from './createFrameTransport'
import {
  FrameLoadError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
} from './errors'
import { FRAME_CHANNEL } from './frameConstants'

const unexpected = (): never => {
  throw new Error('expected a rejection')
}
const caught = (error: unknown) => error as KeyportError
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(options: { autoReady?: boolean } = {}) {
  const fake = createFakeFrame(options)
  const clock = createManualClock()
  let n = 0
  const transport = createFrameTransport({
    url: fake.url,
    projectId: 'keyport-dev',
    chainId: 8453,
    window: fake.window,
    mount: fake.mount,
    clock,
    randomId: () => `id-${++n}`,
  })
  return { fake, clock, transport }
}

describe('createFrameTransport', () => {
  test('behavior: the frame is created only on first use, with the spec query', async () => {
    const { fake, transport } = setup()
    expect(transport.mounted).toBe(false)
    expect(fake.state.mounts).toBe(0)
    fake.answer('GET_CHAIN_ID', () => ({ ok: true, payload: { chainId: 8453 } }))
    await expect(transport.request('GET_CHAIN_ID', {})).resolves.toEqual({ chainId: 8453 })
    const src = new URL(fake.state.src ?? '')
    expect(src.origin + src.pathname).toBe('https://frame.test/sdk')
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'keyport-dev',
      chainId: '8453',
      version: '4',
      enableLogger: 'false',
    })
    await transport.request('GET_CHAIN_ID', {})
    expect(fake.state.mounts).toBe(1)
  })

  test('behavior: posts to the exact frame origin with a fresh id per request', async () => {
    const { fake, transport } = setup()
    fake.answer('CONNECT_EMAIL', () => ({ ok: true, payload: { action: 'VERIFY_OTP' } }))
    await transport.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await transport.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(fake.posted.map((p) => p.targetOrigin)).toEqual([
      'https://frame.test',
      'https://frame.test',
    ])
    expect(fake.requests().map((r) => r.id)).toEqual(['id-1', 'id-2'])
    expect(fake.posted[0]?.message).toEqual({
      channel: FRAME_CHANNEL,
      kind: 'request',
      id: 'id-1',
      type: 'CONNECT_EMAIL',
      payload: { email: 'ada@example.com' },
    })
  })

  test('behavior: ids come from crypto.randomUUID by default', async () => {
    const fake = createFakeFrame()
    const transport = createFrameTransport({
      url: fake.url,
      projectId: 'p',
      chainId: 1,
      window: fake.window,
      mount: fake.mount,
    })
    fake.answer('GET_CHAIN_ID', () => ({ ok: true, payload: { chainId: 1 } }))
    await transport.request('GET_CHAIN_ID', {})
    expect(fake.requests()[0]?.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  test('behavior: an error reply rejects with its message, or "An error occurred"', async () => {
    const { fake, transport } = setup()
    fake.answer('CONNECT_OTP', () => ({ ok: false, message: 'Invalid code' }))
    await expect(transport.request('CONNECT_OTP', { otp: '123456' })).rejects.toMatchObject({
      shortMessage: 'Invalid code',
    })
    fake.answer('CONNECT_OTP', () => ({ ok: false }))
    const error = await transport.request('CONNECT_OTP', { otp: '123456' }).then(unexpected, caught)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect(error.shortMessage).toBe('An error occurred')
  })

  test('behavior: login requests time out after 30000 ms with "Something went wrong"', async () => {
    const { clock, transport } = setup()
    for (const [type, payload] of [
      ['CONNECT_EMAIL', { email: 'ada@example.com' }],
      ['CONNECT_DEVICE', {}],
      ['CONNECT_OTP', { otp: '123456' }],
      ['CONNECT_SOCIAL', { uri: 'https://frame.test/cb?code=1' }],
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'google' }],
    ] as const) {
      const result = transport.request(type, payload as never).then(unexpected, caught)
      await flush()
      clock.advance(29_999)
      await flush()
      clock.advance(1)
      const error = await result
      expect(error).toBeInstanceOf(FrameRequestTimeoutError)
      expect(error.shortMessage).toBe('Something went wrong')
    }
  })

  test('behavior: other requests have no time-out', async () => {
    const { fake, clock, transport } = setup()
    let settled = false
    const result = transport.request('GET_USER', {}).finally(() => {
      settled = true
    })
    await flush()
    clock.advance(120_000)
    await flush()
    expect(settled).toBe(false)
    const request = fake.requests()[0]!
    fake.reply(request, { ok: true, payload: { address: `0x${'1'.repeat(40)}`, chainId: 1 } })
    await expect(result).resolves.toMatchObject({ chainId: 1 })
  })

  test('behavior: abort rejects RPC with "Request was aborted" and others with "Something went wrong"', async () => {
    const { transport } = setup()
    const rpc = new AbortController()
    const user = new AbortController()
    const a = transport
      .request('RPC_REQUEST', { method: 'personal_sign', params: [] }, rpc)
      .then(unexpected, caught)
    const b = transport.request('GET_USER', {}, user).then(unexpected, caught)
    await flush()
    rpc.abort()
    user.abort()
    const [rpcError, userError] = await Promise.all([a, b])
    expect(rpcError).toBeInstanceOf(FrameRequestAbortedError)
    expect(rpcError.shortMessage).toBe('Request was aborted')
    expect(userError.shortMessage).toBe('Something went wrong')
  })

  test('behavior: abortRequests({ unsafeOnly }) aborts signing requests only, and tells the frame', async () => {
    const { fake, transport } = setup()
    const sign = transport
      .request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x0'] })
      .then(unexpected, caught)
    const read = transport.request('RPC_REQUEST', { method: 'eth_getBalance', params: [] })
    const user = transport.request('GET_USER', {})
    await flush()
    expect(transport.abortRequests({ unsafeOnly: true })).toBe(1)
    expect((await sign).shortMessage).toBe('Request was aborted')
    expect(fake.requests().at(-1)?.type).toBe('RPC_ABORT')
    for (const request of fake.requests().filter((r) => r.type !== 'RPC_ABORT'))
      if (request.type === 'RPC_REQUEST') fake.reply(request, { ok: true, payload: '0x1' })
      else
        fake.reply(request, { ok: true, payload: { address: `0x${'2'.repeat(40)}`, chainId: 1 } })
    await expect(read).resolves.toBe('0x1')
    await expect(user).resolves.toMatchObject({ chainId: 1 })
  })

  test('behavior: abortRequests() spares the request that shows the Farcaster sign-in', async () => {
    const { fake, transport } = setup()
    const labels = { qr: 'QR', open: 'Open', copy: 'Copy', copied: 'Copied', copyFailed: 'Failed' }
    const shown = transport.request('SHOW_FARCASTER', { labels })
    const device = transport.request('CONNECT_DEVICE', {}).then(unexpected, caught)
    await flush()
    expect(transport.abortRequests()).toBe(1)
    expect((await device).shortMessage).toBe('Something went wrong')
    fake.reply(fake.requests()[0]!, { ok: true, payload: {} })
    await expect(shown).resolves.toEqual({})
  })

  test('behavior: a reply from another origin is ignored', async () => {
    const { fake, transport } = setup()
    const result = transport.request('GET_CHAIN_ID', {})
    await flush()
    const request = fake.requests()[0]!
    const forged = {
      channel: FRAME_CHANNEL,
      kind: 'success',
      id: request.id,
      type: request.type,
      payload: { chainId: 666 },
    }
    fake.deliver(forged, { origin: 'https://evil.test' })
    fake.deliver(forged, { origin: 'https://frame.test.evil.test' })
    fake.reply(request, { ok: true, payload: { chainId: 1 } })
    await expect(result).resolves.toEqual({ chainId: 1 })
  })

  test('behavior: a reply from the right origin but another window is ignored', async () => {
    const { fake, transport } = setup()
    const result = transport.request('GET_CHAIN_ID', {})
    await flush()
    const request = fake.requests()[0]!
    const forged = {
      channel: FRAME_CHANNEL,
      kind: 'success',
      id: request.id,
      type: request.type,
      payload: { chainId: 666 },
    }
    fake.deliver(forged, { source: { postMessage() {} } })
    fake.deliver(forged, { source: null })
    fake.reply(request, { ok: true, payload: { chainId: 1 } })
    await expect(result).resolves.toEqual({ chainId: 1 })
  })

  test('behavior: malformed messages are dropped and the request still completes', async () => {
    const { fake, transport } = setup()
    const result = transport.request('GET_CHAIN_ID', {})
    await flush()
    const request = fake.requests()[0]!
    for (const junk of [
      null,
      'READY',
      42,
      { id: request.id, kind: 'success', type: 'GET_CHAIN_ID', payload: { chainId: 2 } },
      { channel: 'other', kind: 'success', id: request.id, type: 'GET_CHAIN_ID' },
      { channel: FRAME_CHANNEL, kind: 'success', id: request.id, type: 'NOT_A_TYPE' },
      { channel: FRAME_CHANNEL, kind: 'success', id: request.id, type: 'GET_USER', payload: {} },
      { channel: FRAME_CHANNEL, kind: 'surprise', id: request.id, type: 'GET_CHAIN_ID' },
      { channel: FRAME_CHANNEL, kind: 'event', type: 'SESSION_UPDATE', payload: { token: 5 } },
    ])
      fake.deliver(junk)
    fake.reply(request, { ok: true, payload: { chainId: 1 } })
    await expect(result).resolves.toEqual({ chainId: 1 })
  })

  test('behavior: a success whose payload breaks its schema rejects with "An error occurred"', async () => {
    const { fake, transport } = setup()
    fake.answer('GET_USER', () => ({ ok: true, payload: { address: 'nope' } }))
    await expect(transport.request('GET_USER', {})).rejects.toMatchObject({
      shortMessage: 'An error occurred',
    })
  })

  test('behavior: events READY and SESSION_UPDATE reach events$', async () => {
    const { fake, transport } = setup()
    const seen: unknown[] = []
    transport.events$.subscribe((event) => seen.push(event))
    await transport.load()
    fake.event('SESSION_UPDATE', { token: 'abc' })
    fake.deliver(
      { channel: FRAME_CHANNEL, kind: 'event', type: 'SESSION_UPDATE', payload: { token: 'x' } },
      { origin: 'https://evil.test' },
    )
    expect(seen).toEqual([
      { type: 'READY', payload: { version: '4' } },
      { type: 'SESSION_UPDATE', payload: { token: 'abc' } },
    ])
  })

  test('behavior: a frame that never says READY fails with "Unable to load email login dependency"', async () => {
    const { fake, clock, transport } = setup({ autoReady: false })
    const result = transport.request('GET_USER', {}).then(unexpected, caught)
    await flush()
    clock.advance(20_000)
    const error = await result
    expect(error).toBeInstanceOf(FrameLoadError)
    expect(error.shortMessage).toBe('Unable to load email login dependency')
    expect(fake.state.removed).toBe(true)
    // The next use tries again with a new frame.
    const again = transport.request('GET_CHAIN_ID', {}).then(unexpected, caught)
    await flush()
    expect(fake.state.mounts).toBe(2)
    fake.failLoad()
    expect((await again).shortMessage).toBe('Unable to load email login dependency')
  })

  test('behavior: posting once the frame element is gone fails with "W3mFrame: iframe is not set"', async () => {
    const { fake, transport } = setup()
    await transport.load()
    fake.state.removed = true
    const error = await transport.request('GET_CHAIN_ID', {}).then(unexpected, caught)
    expect(error).toBeInstanceOf(FrameNotSetError)
    expect(error.shortMessage).toBe('W3mFrame: iframe is not set')
  })

  test('behavior: setVisible shows and hides the frame; dispose rejects what is open', async () => {
    const { fake, transport } = setup()
    await transport.load()
    transport.setVisible(true)
    expect(fake.state.visible).toBe(true)
    transport.setVisible(false)
    expect(fake.state.visible).toBe(false)
    const open = transport.request('GET_USER', {}).then(unexpected, caught)
    await flush()
    transport.dispose()
    expect((await open).shortMessage).toBe('Something went wrong')
    expect(fake.state.removed).toBe(true)
  })
})
