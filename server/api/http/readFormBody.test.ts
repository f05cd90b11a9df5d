import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { readFormBody } from './readFormBody.ts'

const request = (body: string, headers: Record<string, string> = {}) =>
  Object.assign(Readable.from([Buffer.from(body)]), { headers }) as unknown as IncomingMessage

describe('readFormBody', () => {
  test('behavior: an urlencoded form becomes an object of strings', async () => {
    expect({
      ...(await readFormBody(request('amount=10.50&asset=ETH&note=a+b%26c'), 1000)),
    }).toEqual({
      amount: '10.50',
      asset: 'ETH',
      note: 'a b&c',
    })
  })

  test('behavior: a __proto__ field is only a field', async () => {
    const fields = await readFormBody(request('__proto__=x'), 1000)
    expect(Object.entries(fields)).toEqual([['__proto__', 'x']])
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  test('behavior: past the limit it is a 413, declared or not', async () => {
    await expect(readFormBody(request('a=1', { 'content-length': '5000' }), 100)).rejects.toThrow(
      'larger than 100 bytes',
    )
    await expect(readFormBody(request(`a=${'1'.repeat(200)}`), 100)).rejects.toMatchObject({
      status: 413,
    })
  })
})
