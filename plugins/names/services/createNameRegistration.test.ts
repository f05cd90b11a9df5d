import { testNetworks } from '@keyport/connect/testing'
import { HttpStatusError } from '@keyport/kernel'
import { afterEach, describe, expect, test } from 'vitest'
import { NameRegistrationError, type NamesError } from '../errors.ts'
import { fakeNameApi, namesTestKernel, signature } from '../testing/namesTestKernel.ts'

const [ethereum, base] = testNetworks
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(Error)
  return error as NamesError
}
const pending = () => {
  let settle = { resolve: (_: unknown) => {}, reject: (_: unknown) => {} }
  const promise = new Promise<unknown>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...settle }
}
let dispose: (() => void) | undefined
afterEach(() => dispose?.())

async function start(options: Parameters<typeof namesTestKernel>[0] = {}) {
  const setup = namesTestKernel(options)
  dispose = () => setup.kernel.dispose()
  // The names views load with the modal, which is open here.
  await setup.kernel.prepareModal()
  const names = await setup.load()
  setup.kernel.router.push('ChooseAccountName')
  setup.kernel.router.push('RegisterAccountName')
  const views = () => setup.kernel.router.state.history.map((entry) => entry.view as string)
  return { ...setup, registration: names.registration, views }
}

describe('createNameRegistration', () => {
  test('behavior: runs the spec steps in order and ends on the success view', async () => {
    const steps: string[] = []
    const api = fakeNameApi()
    const setup = await start({
      api,
      sign: async () => {
        const { loading } = setup.registration.state
        steps.push(`sign on ${setup.kernel.router.current.view} loading=${loading}`)
        return signature
      },
    })
    api.register.mockImplementation(async () => {
      steps.push(`register, profile name ${setup.registration.state.profileNames.eip155}`)
    })
    setup.kernel.bus.on('names:registered', ({ name }) => steps.push(`registered ${name}`))
    const now = Math.floor(setup.kernel.clock.now() / 1000)

    await setup.registration.register('Alice', ethereum)

    expect(steps).toEqual([
      'sign on RegisterAccountNameSuccess loading=true',
      'register, profile name undefined',
      'registered alice.keyport.id',
    ])
    const [request] = api.register.mock.calls[0] ?? []
    expect(request).toEqual({
      coin_type: 60,
      address: setup.address,
      message: JSON.stringify({
        name: 'alice.keyport.id',
        attributes: {},
        timestamp: now,
        coinType: 60,
      }),
      signature,
    })
    expect(setup.provider.request).toHaveBeenCalledWith({
      method: 'personal_sign',
      params: [expect.stringMatching(/^0x7b226e616d65/), setup.address],
    })
    expect(setup.registration.state).toMatchObject({
      loading: false,
      name: 'alice.keyport.id',
      registered: 'alice.keyport.id',
      profileNames: { eip155: 'alice.keyport.id' },
    })
    expect(setup.views()).toEqual([
      'Account',
      'ChooseAccountName',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ])
    expect(api.forget).toHaveBeenCalledWith(setup.address)
    // Connect's account data re-reads the identity past its cache: Account shows the name.
    expect(setup.accountData.refreshes).toEqual([{ force: true }])
    // Every client cache of the address's identity is dropped, not only the current chain's.
    expect(setup.accountData.forgotten).toEqual([setup.address])
  })

  test('behavior: the coin type follows the network (ENSIP-11)', async () => {
    const api = fakeNameApi()
    const setup = await start({ api, chainId: 8453 })
    await setup.registration.register('alice', base)
    expect(api.register.mock.calls[0]?.[0].coin_type).toBe(2147492101)
  })

  test('behavior: no network is "Network not found", before anything else', async () => {
    const setup = await start()
    const error = await failure(setup.registration.register('alice', undefined))
    expect(error.shortMessage).toBe('Network not found')
    expect(setup.registration.state).toMatchObject({ loading: false, error })
    expect(setup.provider.request).not.toHaveBeenCalled()
    expect(setup.kernel.router.current.view).toBe('RegisterAccountName')
  })

  test('behavior: without the auth connector it is "Address or auth connector not found"', async () => {
    const setup = await start({ connectors: [] })
    const error = await failure(setup.registration.register('alice', ethereum))
    expect(error.shortMessage).toBe('Address or auth connector not found')
    expect(setup.provider.request).not.toHaveBeenCalled()
  })

  test('behavior: without a connected address it is "Address or auth connector not found"', async () => {
    const setup = await start()
    setup.connection.set({ status: 'disconnected', address: undefined, accounts: [] })
    const error = await failure(setup.registration.register('alice', ethereum))
    expect(error.shortMessage).toBe('Address or auth connector not found')
    expect(setup.registration.state.loading).toBe(false)
  })

  test('behavior: a name that breaks the rule is refused before the wallet is asked', async () => {
    const setup = await start()
    const error = await failure(setup.registration.register('ab_c', ethereum))
    expect(error.shortMessage).toBe(
      'Account name: letters, digits and hyphens only, at least 4 characters, no upper limit',
    )
    expect(setup.provider.request).not.toHaveBeenCalled()
  })

  test('behavior: a chain id of 2147483648 is "Invalid chainId" before anything is signed; stays on RegisterAccountName', async () => {
    const api = fakeNameApi()
    const setup = await start({ api })
    const far = { ...ethereum, id: 2147483648, caipNetworkId: 'eip155:2147483648' as const }
    const error = await failure(setup.registration.register('alice', far))
    expect(error).toBeInstanceOf(NameRegistrationError)
    expect(error.shortMessage).toBe('Error registering name alice.keyport.id')
    expect((error.cause as NamesError).shortMessage).toBe('Invalid chainId')
    // The coin type goes into the signed message, so it is known before the wallet is asked.
    expect(setup.provider.request).not.toHaveBeenCalled()
    expect(api.register).not.toHaveBeenCalled()
    expect(setup.views()).toEqual(['Account', 'ChooseAccountName', 'RegisterAccountName'])
    expect(setup.registration.state).toMatchObject({ loading: false, error })
  })

  test('behavior: a declined signature returns to RegisterAccountName with "Error registering name {name}"', async () => {
    const setup = await start({
      sign: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    const error = await failure(setup.registration.register('alice', ethereum))
    expect(error.shortMessage).toBe('Error registering name alice.keyport.id')
    expect((error.cause as NamesError).shortMessage).toBe('Signature declined')
    expect(setup.views()).toEqual(['Account', 'ChooseAccountName', 'RegisterAccountName'])
    expect(setup.registration.state).toMatchObject({ loading: false, error })
    expect(setup.registration.state.profileNames).toEqual({})
    expect(setup.accountData.refreshes).toEqual([])
  })

  test("behavior: the name service's reason wins (spec §8), e.g. a taken name", async () => {
    const api = fakeNameApi()
    const reason = 'Name alice.keyport.id is already registered. Pick another one.'
    api.register.mockRejectedValue(
      new HttpStatusError({
        status: 409,
        url: 'http://api.test/v1/profile/account',
        reasons: [{ description: reason }],
      }),
    )
    const setup = await start({ api })
    const error = await failure(setup.registration.register('alice', ethereum))
    expect(error.shortMessage).toBe(reason)
    expect(setup.kernel.router.current.view).toBe('RegisterAccountName')
  })

  test('behavior: cancel from the success view clears loading and returns to RegisterAccountName', async () => {
    const signing = pending()
    const api = fakeNameApi()
    const setup = await start({ api, sign: () => signing.promise })
    const registering = setup.registration.register('alice', ethereum)
    expect(setup.registration.state.loading).toBe(true)
    expect(setup.kernel.router.current.view).toBe('RegisterAccountNameSuccess')
    setup.registration.cancel()
    expect(setup.registration.state.loading).toBe(false)
    expect(setup.views()).toEqual(['Account', 'ChooseAccountName', 'RegisterAccountName'])
    // The wallet signs after all: the name is registered, but the view stays where the user is.
    signing.resolve(signature)
    await registering
    expect(api.register).toHaveBeenCalledTimes(1)
    expect(setup.registration.state).toMatchObject({
      loading: false,
      profileNames: { eip155: 'alice.keyport.id' },
    })
    expect(setup.kernel.router.current.view).toBe('RegisterAccountName')
  })

  test('behavior: closing the modal on the success view cancels; a late failure reopens nothing', async () => {
    const signing = pending()
    const setup = await start({ sign: () => signing.promise })
    const registering = setup.registration.register('alice', ethereum)
    setup.kernel.modal.close()
    expect(setup.registration.state.loading).toBe(false)
    signing.reject(Object.assign(new Error('no'), { code: 4001 }))
    await registering.catch(() => undefined)
    expect(setup.kernel.modal.state.open).toBe(false)
    expect(setup.registration.state.error).toBeUndefined()
  })

  test("behavior: after the embedded wallet's approval closed the modal, the outcome reopens it", async () => {
    const signing = pending()
    const setup = await start({ sign: () => signing.promise })
    const { modal, router } = setup.kernel
    const registering = setup.registration.register('alice', ethereum)
    // email-social opens ApproveTransaction while the frame asks, and closes the modal after.
    modal.open({ view: 'ApproveTransaction' as 'Connect' })
    modal.close({ force: true })
    expect(setup.registration.state.loading).toBe(true)
    signing.resolve(signature)
    await registering
    expect(modal.state.open).toBe(true)
    expect(router.current.view).toBe('RegisterAccountNameSuccess')
  })

  test('behavior: an aborted approval (the user closed the modal) is a cancel, not an error', async () => {
    const signing = pending()
    const setup = await start({ sign: () => signing.promise })
    const { modal } = setup.kernel
    const registering = setup.registration.register('alice', ethereum)
    modal.open({ view: 'ApproveTransaction' as 'Connect' })
    modal.close()
    const aborted = Object.assign(new Error('Request was aborted'), {
      shortMessage: 'Request was aborted',
      code: 4001,
    })
    signing.reject(aborted)
    await registering.catch(() => undefined)
    expect(modal.state.open).toBe(false)
    expect(setup.registration.state).toMatchObject({ loading: false })
    expect(setup.registration.state.error).toBeUndefined()
  })

  test('behavior: a second register while one runs is ignored; loading is cleared at the end', async () => {
    const signing = pending()
    const api = fakeNameApi()
    const setup = await start({ api, sign: () => signing.promise })
    const first = setup.registration.register('alice', ethereum)
    await setup.registration.register('alice', ethereum)
    signing.resolve(signature)
    await first
    await flush()
    expect(api.register).toHaveBeenCalledTimes(1)
    expect(setup.registration.state.loading).toBe(false)
  })
})
