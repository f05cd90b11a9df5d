import { describe, expect, test } from 'vitest'
import { createStorageLedger } from './createStorageLedger.ts'
import { defaultRelayLimits } from './relayLimits.ts'

const limits = {
  ...defaultRelayLimits,
  maxStoredMessagesPerClient: 2,
  maxStoredBytesPerClient: 300,
  maxStoredMessagesPerIp: 3,
}
const from = (publisher: string, publisherIp: string, bytes = 100) => ({
  publisher,
  publisherIp,
  message: 'x'.repeat(bytes),
})

describe('createStorageLedger', () => {
  test('attack: a client past its count or byte quota is refused, naming the limit; others are not', () => {
    const ledger = createStorageLedger(limits)
    for (const message of [from('a', 'ip-1'), from('a', 'ip-1')]) {
      ledger.check(message)
      ledger.add(message)
    }
    expect(() => ledger.check(from('a', 'ip-2'))).toThrow(
      'your client keeps 2 messages on this relay; the limit is 2 per client (maxStoredMessagesPerClient)',
    )
    expect(() => ledger.check(from('b', 'ip-1', 301))).toThrow('(maxStoredBytesPerClient)')
    ledger.check(from('b', 'ip-1'))
  })

  test('attack: new identities from one address stop at the address quota; a removed message frees its place', () => {
    const ledger = createStorageLedger(limits)
    const held = ['a', 'b', 'c'].map((client) => from(client, 'ip-1'))
    for (const message of held) ledger.add(message)
    expect(() => ledger.check(from('d', 'ip-1'))).toThrow('(maxStoredMessagesPerIp)')
    ledger.check(from('d', 'ip-2'))
    ledger.remove(held[0]!)
    ledger.check(from('d', 'ip-1'))
    expect(ledger.messages).toBe(2)
  })
})
