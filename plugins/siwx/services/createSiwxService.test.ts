import { createMemoryStorage } from '@keyport/kernel/testing'
import { describe, expect, test } from 'vitest'
import { type SiwxPluginParameters, siwxPlugin } from '../index.ts'
import { parseSiwxMessage } from '../message/parseSiwxMessage.ts'
import { alice, bob, fakeSiwxConnection, siwxTestKernel } from '../testing/fakeSiwxConnection.ts'
import { siwxToken } from '../tokens.ts'
// The plugin loads these modules when a wallet connects (lazySiwxService); imported here too,
// they are already loaded then, and one macrotask lets the service react as it would in a page.
import '../storage/createSiwxStorage.ts'
import './createSiwxService.ts'

const page = { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173' }
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

async function start(options: SiwxPluginParameters = {}, shared?: { storage?: Storage }) {
  const connection = fakeSiwxConnection()
  const { kernel } = siwxTestKernel({
    connection,
    plugins: [siwxPlugin({ ...page, storage: 'local', ...options })],
    storage: shared?.storage,
  })
  // The service waits for the plugin's texts (its toasts); they and its view load here, as the
  // modal would load them.
  await kernel.prepareModal()
  const siwx = kernel.resolve(siwxToken)
  const events: { name: string; payload: unknown }[] = []
  kernel.bus.events$.subscribe((event) => {
    if (event.name.startsWith('siwx:')) events.push(event)
  })
  const prompted = () => kernel.modal.state.open && kernel.router.current.view === 'SIWXSignMessage'
  return { kernel, connection, siwx, events, prompted }
}

describe('createSiwxService', () => {
  test('behavior: a connected account without a session is asked to sign; the signature signs it in and closes the modal', async () => {
    const { kernel, connection, siwx, events, prompted } = await start()
    connection.connect(alice.address, 1)
    await flush()
    expect(siwx.state).toMatchObject({
      status: 'needed',
      address: alice.address,
      chainId: 'eip155:1',
    })
    expect(prompted()).toBe(true)

    const session = await siwx.signIn()
    expect(connection.signRequests).toHaveLength(1)
    const { message } = connection.signRequests[0]!
    const parsed = parseSiwxMessage(message)
    expect(parsed).toMatchObject({
      success: true,
      data: {
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173',
        accountAddress: alice.address,
        chainId: 'eip155:1',
        statement: 'Sign in to Test App.',
        issuedAt: new Date(kernel.clock.now()).toISOString(),
        expirationTime: new Date(kernel.clock.now() + 7 * 24 * 3_600_000).toISOString(),
      },
    })
    expect(session?.message).toBe(message)
    expect(siwx.state).toMatchObject({ status: 'signed-in', session })
    expect(kernel.modal.state.open).toBe(false)
    expect(events).toContainEqual({
      name: 'siwx:signed-in',
      payload: { address: alice.address, chainId: 'eip155:1', sessionId: undefined },
    })
  })

  test('behavior: after a reload the stored session signs the account in without asking', async () => {
    const storage = createMemoryStorage()
    const first = await start({}, { storage })
    first.connection.connect(alice.address, 1)
    await flush()
    await first.siwx.signIn()
    await first.kernel.dispose()

    const second = await start({}, { storage })
    second.connection.connect(alice.address, 1)
    await flush()
    expect(second.siwx.state.status).toBe('signed-in')
    expect(second.prompted()).toBe(false)
    expect(second.connection.signRequests).toHaveLength(0)
  })

  test('behavior: an account or network switch asks again only when no session covers it', async () => {
    const { connection, siwx, prompted, kernel } = await start()
    connection.connect(alice.address, 1)
    await flush()
    await siwx.signIn()

    connection.switchAccount(bob.address)
    await flush()
    expect(siwx.state).toMatchObject({ status: 'needed', address: bob.address })
    expect(prompted()).toBe(true)
    await siwx.signIn()

    connection.switchAccount(alice.address)
    await flush()
    expect(siwx.state).toMatchObject({ status: 'signed-in', address: alice.address })
    expect(kernel.modal.state.open).toBe(false)

    connection.switchChain(8453)
    await flush()
    expect(siwx.state).toMatchObject({ status: 'needed', chainId: 'eip155:8453' })
    await siwx.signIn()
    connection.switchChain(1)
    await flush()
    expect(siwx.state.status).toBe('signed-in')
    expect(connection.signRequests.map((r) => r.address)).toEqual([
      alice.address,
      bob.address,
      alice.address,
    ])
  })

  test('behavior: a chain the app does not support asks nothing until the wallet is back on one', async () => {
    const { connection, siwx } = await start()
    connection.connect(alice.address, 10)
    await flush()
    expect(siwx.state.status).toBe('idle')
    await expect(siwx.signIn()).rejects.toMatchObject({
      shortMessage: 'No ActiveCaipNetwork or client found',
    })
    connection.switchChain(1)
    await flush()
    expect(siwx.state.status).toBe('needed')
  })

  test("behavior: a declined signature shows 'Signature declined' and keeps the view open", async () => {
    const { kernel, connection, siwx, events, prompted } = await start()
    connection.control.onSign = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    connection.connect(alice.address, 1)
    await flush()
    await expect(siwx.signIn()).rejects.toMatchObject({
      name: 'SiwxSignatureDeclinedError',
      shortMessage: 'Signature declined',
    })
    expect(kernel.toast.state).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Signature declined',
    })
    expect(siwx.state).toMatchObject({ status: 'needed', error: 'Signature declined' })
    expect(prompted()).toBe(true)
    expect(events.map((e) => e.name)).toEqual(['siwx:declined'])
  })

  test('behavior: an answer that is not a signature is refused with a clear message', async () => {
    const { connection, siwx } = await start()
    connection.control.onSign = async () => ({ not: 'a signature' })
    connection.connect(alice.address, 1)
    await flush()
    await expect(siwx.signIn()).rejects.toMatchObject({
      shortMessage: 'The wallet did not return a valid signature. Try again.',
    })
    expect(siwx.state.status).toBe('needed')
  })

  test('behavior: cancel disconnects when sign-in is required, and only closes when optional', async () => {
    const required = await start({ required: true })
    required.connection.connect(alice.address, 1)
    await flush()
    expect(required.kernel.modal.close()).toBe(false)
    await required.siwx.cancel()
    expect(required.connection.control.disconnects).toBe(1)
    expect(required.connection.service.state.status).toBe('disconnected')
    expect(required.kernel.modal.state.open).toBe(false)

    const optional = await start()
    optional.connection.connect(alice.address, 1)
    await flush()
    expect(optional.kernel.modal.close()).toBe(true)
    optional.kernel.modal.open({ view: 'SIWXSignMessage' })
    await optional.siwx.cancel()
    expect(optional.connection.control.disconnects).toBe(0)
    expect(optional.kernel.modal.state.open).toBe(false)
    expect(optional.siwx.state.status).toBe('needed')
  })

  test('behavior: while sign-in is required and missing, opening the modal shows the sign-in view', async () => {
    const { kernel, connection } = await start({ required: true })
    connection.connect(alice.address, 1)
    await flush()
    kernel.modal.close({ force: true })
    kernel.modal.open({ view: 'Account' })
    expect(kernel.router.current.view).toBe('SIWXSignMessage')
  })

  test('behavior: disconnect signs out, unless signOutOnDisconnect is false', async () => {
    for (const signOutOnDisconnect of [true, false]) {
      const storage = createMemoryStorage()
      const first = await start({ signOutOnDisconnect }, { storage })
      first.connection.connect(alice.address, 1)
      await flush()
      await first.siwx.signIn()
      await first.connection.service.disconnect()
      await flush()
      expect(first.siwx.state.status).toBe('idle')
      expect(first.events.some((e) => e.name === 'siwx:signed-out')).toBe(signOutOnDisconnect)

      first.connection.connect(alice.address, 1)
      await flush()
      expect(first.siwx.state.status).toBe(signOutOnDisconnect ? 'needed' : 'signed-in')
    }
  })

  test('behavior: a double click asks the wallet once', async () => {
    const { connection, siwx } = await start()
    connection.connect(alice.address, 1)
    await flush()
    const [a, b] = await Promise.all([siwx.signIn(), siwx.signIn()])
    expect(a).toBe(b)
    expect(connection.signRequests).toHaveLength(1)
  })

  test('behavior: a signature that arrives after an account switch signs nobody in', async () => {
    const { connection, siwx } = await start()
    let release: () => void = () => {}
    connection.control.onSign = (message) =>
      new Promise((resolve) => {
        release = () => resolve(alice.signMessage({ message }))
      })
    connection.connect(alice.address, 1)
    await flush()
    const pending = siwx.signIn()
    await flush()
    connection.switchAccount(bob.address)
    await flush()
    release()
    expect(await pending).toBeUndefined()
    expect(siwx.state).toMatchObject({ status: 'needed', address: bob.address })
  })

  test('behavior: an expired session asks again', async () => {
    const { kernel, connection, siwx } = await start({ expiresInMs: 60_000 })
    connection.connect(alice.address, 1)
    await flush()
    await siwx.signIn()
    await connection.service.disconnect()
    kernel.clock.advance(61_000)
    connection.connect(alice.address, 1)
    await flush()
    expect(siwx.state.status).toBe('needed')
  })

  test('behavior: signing in needs a connected account and a wallet provider (spec section 8 texts)', async () => {
    const { connection, siwx } = await start()
    await expect(siwx.signIn()).rejects.toMatchObject({
      shortMessage: 'No ActiveCaipAddress found',
    })
    connection.connect(alice.address, 1)
    await flush()
    connection.service.provider = () => undefined
    await expect(siwx.signIn()).rejects.toMatchObject({
      shortMessage: 'No ConnectionController client found',
    })
  })

  test('behavior: signOut removes the session and, when required, asks again', async () => {
    const { connection, siwx, prompted } = await start({ required: true })
    connection.connect(alice.address, 1)
    await flush()
    await siwx.signIn()
    await siwx.signOut()
    expect(siwx.state.status).toBe('needed')
    expect(prompted()).toBe(true)
  })

  test('behavior: an authenticate request is for eip155 only, with a nonce and the app domain', async () => {
    const { siwx } = await start()
    const request = await siwx.createAuthenticateRequest({ chains: ['eip155:1', 'eip155:8453'] })
    expect(request).toMatchObject({
      chains: ['eip155:1', 'eip155:8453'],
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      statement: 'Sign in to Test App.',
    })
    expect(request.nonce).toMatch(/^[a-f0-9]{32}$/)
    await expect(
      siwx.createAuthenticateRequest({
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      }),
    ).rejects.toMatchObject({
      shortMessage:
        'SIWX on the provider-authenticate path requires exactly one chain namespace (eip155).',
    })
  })
})
