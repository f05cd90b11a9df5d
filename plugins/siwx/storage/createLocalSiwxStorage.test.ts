import { createManualClock, createStorage } from '@keyport/kernel'
import { createMemoryStorage } from '@keyport/kernel/testing'
import { describe, expect, test } from 'vitest'
import type { SiwxSession } from '../SiwxSession.ts'
import { createLocalSiwxStorage, LOCAL_SESSIONS_KEY } from './createLocalSiwxStorage.ts'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const start = Date.UTC(2026, 0, 1)

const session = (
  address: string,
  chainId: `eip155:${number}`,
  expiresInMs = 60_000,
): SiwxSession => ({
  data: {
    domain: 'app.example',
    accountAddress: address,
    chainId,
    uri: 'https://app.example',
    version: '1',
    nonce: 'abcdefgh1234',
    issuedAt: new Date(start).toISOString(),
    expirationTime: new Date(start + expiresInMs).toISOString(),
  },
  message: `message of ${address} on ${chainId}`,
  signature: `0x${'ab'.repeat(65)}`,
})

function setup() {
  const backend = createMemoryStorage()
  const kernelStorage = createStorage({ backend: () => backend })
  const clock = createManualClock(start)
  return {
    backend,
    kernelStorage,
    clock,
    storage: createLocalSiwxStorage({ storage: kernelStorage, clock }),
  }
}

describe('createLocalSiwxStorage', () => {
  test('behavior: sessions are found by account (any letter case) and chain, and survive a new instance', async () => {
    const { storage, kernelStorage, clock } = setup()
    await storage.add(session(alice, 'eip155:1'))
    await storage.add(session(alice, 'eip155:8453'))
    await storage.add(session(bob, 'eip155:1'))
    const again = createLocalSiwxStorage({ storage: kernelStorage, clock })
    expect(await again.get({ address: alice.toLowerCase(), chainId: 'eip155:1' })).toEqual([
      session(alice, 'eip155:1'),
    ])
    expect(await again.get({ address: bob, chainId: 'eip155:8453' })).toEqual([])
  })

  test('behavior: an expired session is not returned and is dropped from storage', async () => {
    const { storage, clock, kernelStorage } = setup()
    await storage.add(session(alice, 'eip155:1', 1_000))
    await storage.add(session(bob, 'eip155:1', 10_000))
    clock.advance(1_000)
    expect(await storage.get({ address: alice, chainId: 'eip155:1' })).toEqual([])
    expect(kernelStorage.getItem<unknown[]>(LOCAL_SESSIONS_KEY)).toHaveLength(1)
  })

  test('behavior: delete removes the account on one chain, or on every chain', async () => {
    const { storage } = setup()
    await storage.add(session(alice, 'eip155:1'))
    await storage.add(session(alice, 'eip155:8453'))
    await storage.add(session(bob, 'eip155:1'))
    await storage.delete({ address: alice, chainId: 'eip155:8453' })
    expect(await storage.get({ address: alice, chainId: 'eip155:1' })).toHaveLength(1)
    expect(await storage.get({ address: alice, chainId: 'eip155:8453' })).toHaveLength(0)
    await storage.delete({ address: alice })
    expect(await storage.get({ address: alice, chainId: 'eip155:1' })).toHaveLength(0)
    expect(await storage.get({ address: bob, chainId: 'eip155:1' })).toHaveLength(1)
  })

  test('behavior: corrupt or foreign entries are ignored, not thrown', async () => {
    const { storage, backend } = setup()
    backend.setItem(`@keyport/${LOCAL_SESSIONS_KEY}`, '{not json')
    expect(await storage.get({ address: alice, chainId: 'eip155:1' })).toEqual([])
    backend.setItem(`@keyport/${LOCAL_SESSIONS_KEY}`, JSON.stringify([null, 7, { data: {} }]))
    await storage.add(session(alice, 'eip155:1'))
    expect(await storage.get({ address: alice, chainId: 'eip155:1' })).toHaveLength(1)
  })

  test('behavior: nonces are 128 random bits in hex, letters and digits as EIP-4361 wants', async () => {
    const { storage } = setup()
    const nonces = await Promise.all([1, 2, 3].map(() => storage.getNonce({ chainId: 'eip155:1' })))
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(nonces).size).toBe(3)
  })
})
