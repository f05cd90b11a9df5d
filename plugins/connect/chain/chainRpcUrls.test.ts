import { describe, expect, test } from 'vitest'
import { chainRpcUrls, dataApiRpcUrl } from './chainRpcUrls.ts'

const network = {
  id: 1,
  rpcUrls: {
    default: { http: ['https://rpc.app.example/eth'] },
    chainDefault: { http: ['https://eth.public.example'] },
  },
}

describe('chainRpcUrls', () => {
  test("behavior: the app's URLs, then the data API's RPC endpoint, then the chain's default", () => {
    expect(chainRpcUrls({ network, apiUrl: 'https://api.example', projectId: 'p1' })).toEqual([
      'https://rpc.app.example/eth',
      'https://api.example/v1/?chainId=1&projectId=p1',
      'https://eth.public.example',
    ])
  })

  test('behavior: without a data API only the network URLs are used', () => {
    expect(chainRpcUrls({ network })).toEqual([
      'https://rpc.app.example/eth',
      'https://eth.public.example',
    ])
  })

  test('behavior: the data API URL a network already lists is kept once, in its place', () => {
    const api = 'http://127.0.0.1:4000/v1/?chainId=1&projectId=keyport-dev'
    const local = { id: 1, rpcUrls: { default: { http: [api] } } }
    expect(
      chainRpcUrls({ network: local, apiUrl: 'http://127.0.0.1:4000', projectId: 'keyport-dev' }),
    ).toEqual([api])
  })
})

describe('dataApiRpcUrl', () => {
  test('behavior: keeps a base path and drops a trailing slash', () => {
    expect(dataApiRpcUrl('https://x.example/api/', 8453, 'p')).toBe(
      'https://x.example/api/v1/?chainId=8453&projectId=p',
    )
  })
})
