import { describe, expect, test } from 'vitest'
import { localNetworks } from './localNetworks'

describe('localNetworks', () => {
  test('behavior: the two local chains, reached through the data API with the dev project', () => {
    expect(localNetworks.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 1, name: 'Ethereum (local)' },
      { id: 8453, name: 'Base (local)' },
    ])
    for (const network of localNetworks)
      expect(network.rpcUrls.default.http).toEqual([
        `http://127.0.0.1:4000/v1/?chainId=${network.id}&projectId=keyport-dev`,
      ])
  })
})
