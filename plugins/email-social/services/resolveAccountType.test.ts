import { createManualClock, createStorage, storageKeys } from '@keyport/kernel'
import { createFrameTransport } from '@keyport/kernel/frame'
import { createFakeFrame, createMemoryStorage } from '@keyport/kernel/testing'
import { describe, expect, test } from 'vitest'
import { resolveAccountType } from './resolveAccountType.ts'

const smart = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** A frame on chain 1 whose smart accounts are on 1 and 8453 and which accepts the switch. */
function setup({ frameChain = 1 } = {}) {
  const fake = createFakeFrame()
  const backend = createMemoryStorage()
  const storage = createStorage({ backend: () => backend })
  const transport = createFrameTransport({
    url: fake.url,
    projectId: 'keyport-dev',
    chainId: frameChain,
    window: fake.window,
    mount: fake.mount,
    clock: createManualClock(),
  })
  fake.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({
    ok: true,
    payload: { smartAccountEnabledNetworks: [1, 8453] },
  }))
  fake.answer('GET_CHAIN_ID', () => ({ ok: true, payload: { chainId: frameChain } }))
  fake.answer('SWITCH_NETWORK', (request) => ({ ok: true, payload: request.payload }))
  fake.answer('INIT_SMART_ACCOUNT', () => ({ ok: true, payload: {} }))
  fake.answer('SET_PREFERRED_ACCOUNT', () => ({
    ok: true,
    payload: { type: 'smartAccount', address: smart },
  }))
  const sent = () => fake.requests().map((request) => request.type)
  return { fake, storage, transport, sent }
}

describe('resolveAccountType', () => {
  test('behavior: on a smart-account network the default is smartAccount: the frame inits it and makes it preferred; it is stored', async () => {
    const { storage, transport, sent } = setup()
    await expect(resolveAccountType({ transport, storage, chainId: 1 })).resolves.toBe(
      'smartAccount',
    )
    expect(sent()).toEqual([
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'GET_CHAIN_ID',
      'INIT_SMART_ACCOUNT',
      'SET_PREFERRED_ACCOUNT',
    ])
    expect(storage.getItem(storageKeys.PREFERRED_ACCOUNT_TYPE)).toBe('smartAccount')
    expect(storage.getItem(storageKeys.SMART_ACCOUNT_ENABLED_NETWORKS)).toBe('1,8453')
    expect(storage.getItem(storageKeys.SMART_ACCOUNT_ENABLED)).toBe(true)
  })

  test('behavior: a frame on another chain is switched to the login chain before the smart account is set up', async () => {
    const { fake, storage, transport, sent } = setup({ frameChain: 1 })
    await resolveAccountType({ transport, storage, chainId: 8453 })
    expect(sent().slice(1, 4)).toEqual(['GET_CHAIN_ID', 'SWITCH_NETWORK', 'INIT_SMART_ACCOUNT'])
    expect(fake.requests()[2]?.payload).toEqual({ chainId: 8453 })
  })

  test('behavior: a set-preferred-account error falls back to eoa, stored (spec section 4)', async () => {
    const { fake, storage, transport } = setup()
    fake.answer('SET_PREFERRED_ACCOUNT', () => ({
      ok: false,
      message: 'This application might not support Smart Accounts',
    }))
    await expect(resolveAccountType({ transport, storage, chainId: 1 })).resolves.toBe('eoa')
    expect(storage.getItem(storageKeys.PREFERRED_ACCOUNT_TYPE)).toBe('eoa')
  })

  test('behavior: a network without smart accounts uses eoa and keeps the stored preference', async () => {
    const { storage, transport, sent } = setup()
    storage.setItem(storageKeys.PREFERRED_ACCOUNT_TYPE, 'smartAccount')
    await expect(resolveAccountType({ transport, storage, chainId: 10 })).resolves.toBe('eoa')
    expect(sent()).toEqual(['GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
    expect(storage.getItem(storageKeys.PREFERRED_ACCOUNT_TYPE)).toBe('smartAccount')
    expect(storage.getItem(storageKeys.SMART_ACCOUNT_ENABLED)).toBe(false)
  })

  test('behavior: a smart-networks error leaves the list empty, so the account is eoa (spec section 4)', async () => {
    const { fake, storage, transport, sent } = setup()
    fake.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({ ok: false, message: 'down' }))
    await expect(resolveAccountType({ transport, storage, chainId: 1 })).resolves.toBe('eoa')
    expect(storage.getItem(storageKeys.SMART_ACCOUNT_ENABLED_NETWORKS)).toBe('')
    expect(sent()).toEqual(['GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
  })

  test("behavior: the user's stored eoa, or the app's eoa option, wins over the default", async () => {
    const stored = setup()
    stored.storage.setItem(storageKeys.PREFERRED_ACCOUNT_TYPE, 'eoa')
    const options = { transport: stored.transport, storage: stored.storage, chainId: 1 }
    await expect(resolveAccountType({ ...options, preferred: 'smartAccount' })).resolves.toBe('eoa')
    expect(stored.sent()).not.toContain('SET_PREFERRED_ACCOUNT')

    const app = setup()
    const appOptions = { transport: app.transport, storage: app.storage, chainId: 1 }
    await expect(resolveAccountType({ ...appOptions, preferred: 'eoa' })).resolves.toBe('eoa')
    expect(app.sent()).not.toContain('SET_PREFERRED_ACCOUNT')
    expect(app.storage.getItem(storageKeys.PREFERRED_ACCOUNT_TYPE)).toBe('eoa')
  })

  test('behavior: eip7702 (the app option or the stored choice) is answered as is, with no card and no smart-account set-up, on any network', async () => {
    const app = setup()
    const options = { transport: app.transport, storage: app.storage, chainId: 1 }
    await expect(resolveAccountType({ ...options, preferred: 'eip7702' })).resolves.toBe('eip7702')
    expect(app.sent()).toEqual(['GET_SMART_ACCOUNT_ENABLED_NETWORKS'])

    const stored = setup()
    stored.storage.setItem(storageKeys.PREFERRED_ACCOUNT_TYPE, 'eip7702')
    const elsewhere = { transport: stored.transport, storage: stored.storage, chainId: 10 }
    await expect(resolveAccountType({ ...elsewhere, preferred: 'smartAccount' })).resolves.toBe(
      'eip7702',
    )
    expect(stored.storage.getItem(storageKeys.PREFERRED_ACCOUNT_TYPE)).toBe('eip7702')
  })
})
