import { describe, expect, expectTypeOf, test } from 'vitest'
import type { ConnectorEntity, Network, SolanaNetwork } from '../index.ts'
import { toConnectorEntity } from '../index.ts'
import { fakeConnector, testNetworks } from '../views/testing/fakeConnect.ts'
import { solanaMainnet } from './solanaNetworks.ts'

describe('toConnectorEntity', () => {
  test('behavior: describes a connector in the spec section 3 Connector shape', () => {
    const provider = { request: async () => null }
    const wallet = {
      ...fakeConnector('io.keyport.testwallet', 'Keyport Test Wallet'),
      explorerId: 'kp-test',
      getProvider: () => provider,
    }
    const entity = toConnectorEntity(wallet, {
      networks: testNetworks,
      solanaNetworks: [solanaMainnet],
    })
    expect(entity).toEqual({
      id: 'io.keyport.testwallet',
      type: 'ANNOUNCED',
      name: 'Keyport Test Wallet',
      info: { rdns: 'io.keyport.testwallet' },
      explorerId: 'kp-test',
      imageId: undefined,
      chain: 'eip155',
      chains: ['eip155:1', 'eip155:8453'],
      provider,
    })
  })

  test('behavior: a two-namespace wallet lists the app’s networks of both', () => {
    const dual = { ...fakeConnector('io.dual', 'Dual'), namespaces: ['solana', 'eip155'] as const }
    const entity = toConnectorEntity(dual, {
      networks: testNetworks,
      solanaNetworks: [solanaMainnet],
    })
    expect(entity.chain).toBe('solana')
    expect(entity.chains).toEqual(['eip155:1', 'eip155:8453', solanaMainnet.caipNetworkId])
  })
})

describe('public entity types', () => {
  test('behavior: Network and Connector carry the spec section 3 fields', () => {
    expectTypeOf<keyof Network>().toEqualTypeOf<
      | 'id'
      | 'caipNetworkId'
      | 'chainNamespace'
      | 'name'
      | 'nativeCurrency'
      | 'rpcUrls'
      | 'blockExplorers'
      | 'blockTime'
      | 'assets'
      | 'contracts'
      | 'testnet'
    >()
    expectTypeOf<keyof Network['rpcUrls']>().toEqualTypeOf<'default' | 'chainDefault'>()
    expectTypeOf<NonNullable<Network['assets']>>().toEqualTypeOf<{
      imageId?: string
      imageUrl?: string
    }>()
    expectTypeOf<SolanaNetwork>().toHaveProperty('blockTime')
    expectTypeOf<keyof ConnectorEntity>().toEqualTypeOf<
      'id' | 'type' | 'name' | 'info' | 'explorerId' | 'imageId' | 'chain' | 'chains' | 'provider'
    >()
    expectTypeOf<ConnectorEntity['type']>().toEqualTypeOf<
      'EXTERNAL' | 'ANNOUNCED' | 'INJECTED' | 'MULTI_CHAIN' | 'WALLET_CONNECT' | 'AUTH'
    >()
    expect(solanaMainnet.id).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })
})
