import { describe, expect, test } from 'vitest'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_RELOAD_TIMEOUT_MS } from './frameConstants'
import { createTestTransport } from './testing/createTestTransport'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

async function setup({ autoReady = true } = {}) {
  const { fake, clock, sink, transport } = createTestTransport({ autoReady })
  const loaded = transport.load()
  if (!autoReady) fake.ready()
  await loaded
  const reloads = () => fake.requests().filter((r) => r.type === 'RELOAD').length
  const logged = () => sink.error.mock.calls.map(([message]) => String(message))
  return { fake, clock, transport, sink, reloads, logged }
}

describe('createFrameTransport reload', () => {
  test('behavior: a ready frame is asked to RELOAD its page; what was open is aborted and requests wait for the new READY', async () => {
    const { fake, transport, reloads, logged } = await setup()
    fake.answer('RELOAD', () => ({ ok: true, payload: {} }))
    const open = transport.request('RPC_REQUEST', { method: 'personal_sign', params: [] })
    const aborted = expect(open).rejects.toThrow('Request was aborted')
    let reloaded = false
    const reload = transport.reload().then(() => {
      reloaded = true
    })
    await aborted
    expect(reloads()).toBe(1)
    fake.answer('GET_CHAIN_ID', () => ({ ok: true, payload: { chainId: 1 } }))
    const asked = transport.request('GET_CHAIN_ID', {})
    await flush()
    expect(reloaded).toBe(false)
    expect(fake.requests().filter((r) => r.type === 'GET_CHAIN_ID')).toHaveLength(0)
    // The restarted page says READY: the same element, no new mount.
    fake.ready()
    await reload
    await expect(asked).resolves.toEqual({ chainId: 1 })
    expect(fake.state.mounts).toBe(1)
    expect(logged()).toEqual([])
  })

  test("behavior: a refused RELOAD logs 'Error reloading iframe' and the element is replaced", async () => {
    const { fake, transport, logged } = await setup()
    fake.answer('RELOAD', () => ({ ok: false, message: 'busy' }))
    await transport.reload()
    expect(fake.state.mounts).toBe(2)
    expect(logged()).toEqual(['[keyport] Error reloading iframe'])
  })

  test('behavior: a RELOAD unanswered in 5 s, or a page that never says READY again, is replaced', async () => {
    const { fake, clock, transport, logged } = await setup()
    fake.answer('RELOAD', () => undefined)
    const first = transport.reload()
    await flush()
    clock.advance(FRAME_RELOAD_TIMEOUT_MS)
    await first
    expect(fake.state.mounts).toBe(2)

    fake.answer('RELOAD', () => ({ ok: true, payload: {} }))
    const second = transport.reload()
    await flush()
    clock.advance(FRAME_LOAD_TIMEOUT_MS)
    await second
    expect(fake.state.mounts).toBe(3)
    expect(logged()).toEqual([
      '[keyport] Error reloading iframe',
      '[keyport] Error reloading iframe',
    ])
  })

  test("behavior: when the replacement fails too, reload rejects 'Unable to load email login dependency' and logs it", async () => {
    const { fake, transport, sink } = await setup({ autoReady: false })
    fake.answer('RELOAD', () => ({ ok: false, message: 'busy' }))
    const failing = transport.reload()
    // The new element fails to load (its network request is refused).
    await expect.poll(() => fake.state.mounts).toBe(2)
    fake.failLoad()
    await expect(failing).rejects.toMatchObject({
      shortMessage: 'Unable to load email login dependency',
    })
    expect(sink.error).toHaveBeenLastCalledWith(
      '[keyport] Error reloading iframe',
      expect.objectContaining({ name: 'FrameLoadError' }),
    )
    expect(sink.error).toHaveBeenCalledTimes(2)
  })
})
