import { describe, expect, test } from 'vitest'
import type { ApiChain } from '../ApiDeps.ts'
import { readAccountDelegates } from './readAccountDelegates.ts'

const account = `0x${'a1'.repeat(20)}`
const delegate = `0x${'de'.repeat(20)}`
const chainAnswering = (getCode: () => Promise<string | undefined>) =>
  ({ client: { getCode } }) as unknown as ApiChain

describe('readAccountDelegates', () => {
  test('behavior: names the delegate where the account has a designator; a contract, no code and a chain that fails get none', async () => {
    const chains = new Map([
      [1, chainAnswering(async () => `0xef0100${delegate.slice(2)}`)],
      [8453, chainAnswering(async () => undefined)],
      [10, chainAnswering(async () => '0x6080604052')],
      [137, chainAnswering(() => Promise.reject(new Error('down')))],
    ])
    expect(await readAccountDelegates(account, [1, 1, 8453, 10, 137, 42], { chains })).toEqual({
      'eip155:1': delegate,
    })
  })
})
