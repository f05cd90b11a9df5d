import { describe, expect, test } from 'vitest'
import { localNetworks } from './localNetworks'
import { stackUrls } from './stackUrls'

describe('localNetworks', () => {
  test('behavior: the two local chains, reached through the data API with the dev project', () => {
    expect(localNetworks.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 1, name: 'Ethereum (local)' },
      { id: 8453, name: 'Base (local)' },
    ])
    for (const network of localNetworks)
      expect(network.rpcUrls.default.http).toEqual([
        `${stackUrls.api}/v1/?chainId=${network.id}&projectId=keyport-dev`,
      ])
  })
})
