import { describe, expect, test } from 'vitest'
import { allowedPaymasterUrl, keyportPaymasterUrl } from './paymasterUrl.ts'

describe('paymasterUrl', () => {
  test('behavior: keyport is the data API’s /v1/paymaster for the chain and project', () => {
    expect(keyportPaymasterUrl('http://127.0.0.1:4000', 8453, 'keyport-dev')).toBe(
      'http://127.0.0.1:4000/v1/paymaster?chainId=8453&projectId=keyport-dev',
    )
  })

  test('behavior: only http(s) URLs on an allowed origin pass', () => {
    const origins = ['http://127.0.0.1:4000']
    expect(allowedPaymasterUrl('http://127.0.0.1:4000/pm', origins)).toBe(
      'http://127.0.0.1:4000/pm',
    )
    for (const url of [
      'http://127.0.0.1:4001/pm',
      'https://127.0.0.1:4000/pm',
      'http://localhost:4000/pm',
      'data:text/plain,x',
      42,
    ])
      expect(allowedPaymasterUrl(url, origins)).toBeUndefined()
  })
})
