import { describe, expect, test } from 'vitest'
import { FRAME_HEARTBEAT_MS } from './frameConstants'
import { createTestTransport } from './testing/createTestTransport'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup({ autoReady = true } = {}) {
  const { fake, clock, sink, transport } = createTestTransport({
    autoReady,
    heartbeatMs: FRAME_HEARTBEAT_MS,
  })
  const pings = () => fake.requests().filter((r) => r.type === 'GET_CHAIN_ID').length
  const beat = async () => {
    clock.advance(FRAME_HEARTBEAT_MS)
    await flush()
  }
  return { fake, clock, transport, sink, pings, beat }
}

describe('createFrameTransport heartbeat', () => {
  test('behavior: a ready frame is pinged every 5 s and, while it answers, stays', async () => {
    const { fake, transport, pings, beat } = setup()
    fake.answer('GET_CHAIN_ID', () => ({ ok: true, payload: { chainId: 1 } }))
    await beat()
    expect(pings()).toBe(0)
    await transport.load()
    for (let i = 0; i < 4; i++) await beat()
    expect(pings()).toBe(4)
    expect(fake.state.mounts).toBe(1)
    transport.dispose()
    await beat()
    expect(pings()).toBe(4)
  })

  test('behavior: a frame that leaves a ping unanswered for two more beats is replaced; what was open is aborted', async () => {
    const { fake, transport, pings, beat, sink } = setup()
    fake.answer('GET_CHAIN_ID', () => undefined)
    await transport.load()
    const open = transport.request('RPC_REQUEST', { method: 'personal_sign', params: [] })
    const failed = expect(open).rejects.toThrow('Request was aborted')
    await beat()
    expect(pings()).toBe(1)
    // One silent beat is forgiven (a busy machine, a tab frozen for a moment).
    await beat()
    expect(fake.state.mounts).toBe(1)
    await beat()
    await failed
    expect(pings()).toBe(1)
    expect(fake.state.mounts).toBe(2)
    expect(sink.warn).toHaveBeenCalledWith(
      expect.stringContaining('no answer in 10000 ms; reloading the secure frame'),
    )
    // The new frame says READY and answers: the heartbeat goes on without another reload.
    fake.answer('GET_CHAIN_ID', () => ({ ok: true, payload: { chainId: 1 } }))
    for (let i = 0; i < 3; i++) await beat()
    expect(fake.state.mounts).toBe(2)
    expect(pings()).toBe(4)
  })

  test("behavior: an error answer counts as alive; a reload that fails logs 'Error reloading iframe'", async () => {
    const { fake, clock, transport, beat, sink } = setup({ autoReady: false })
    fake.answer('GET_CHAIN_ID', () => ({ ok: false, message: 'busy' }))
    const loading = transport.load()
    fake.ready()
    await loading
    for (let i = 0; i < 3; i++) await beat()
    expect(fake.state.mounts).toBe(1)
    fake.answer('GET_CHAIN_ID', () => undefined)
    for (let i = 0; i < 3; i++) await beat()
    expect(fake.state.mounts).toBe(2)
    clock.advance(20_000)
    await flush()
    expect(sink.error).toHaveBeenCalledWith(
      expect.stringContaining('Error reloading iframe'),
      expect.objectContaining({ shortMessage: 'Unable to load email login dependency' }),
    )
    expect(fake.state.removed).toBe(true)
  })
})
