import type { RelayLimits } from './relayLimits.ts'
import { type StoredMessage, storedBytes } from './StoredMessage.ts'
import { type StorageLimit, storageRefusal } from './storageRefusal.ts'

type Usage = { messages: number; bytes: number }
type Owner = Pick<StoredMessage, 'publisher' | 'publisherIp' | 'message' | 'attestation'>

export interface StorageLedger {
  /** Throws the relay's error for the first storage limit the message would pass. */
  check(message: Owner): void
  add(message: Owner): void
  remove(message: Owner): void
  /** Messages held in total. */
  readonly messages: number
  clear(): void
}

/**
 * What one process's storage holds, in total, per client and per IP address (as `ipLimitKey`
 * counts it), by messages and by bytes: the memory broker's side of the storage limits.
 *
 * @example
 * const ledger = createStorageLedger(defaultRelayLimits)
 * ledger.check(message) // throws past a limit
 * ledger.add(message)
 */
export function createStorageLedger(limits: Pick<RelayLimits, StorageLimit>): StorageLedger {
  const total: Usage = { messages: 0, bytes: 0 }
  const clients = new Map<string, Usage>()
  const ips = new Map<string, Usage>()
  const usage = (map: Map<string, Usage>, key: string | undefined) =>
    (key !== undefined && map.get(key)) || { messages: 0, bytes: 0 }
  const change = (map: Map<string, Usage>, key: string | undefined, sign: 1 | -1, size: number) => {
    if (key === undefined) return
    const next = usage(map, key)
    next.messages += sign
    next.bytes += sign * size
    if (next.messages <= 0) map.delete(key)
    else map.set(key, next)
  }
  return {
    check(message) {
      const size = storedBytes(message)
      const over = (held: Usage, count: StorageLimit, bytes: StorageLimit) => {
        if (held.messages >= limits[count]) throw storageRefusal(count, limits, held.messages, size)
        if (held.bytes + size > limits[bytes]) throw storageRefusal(bytes, limits, held.bytes, size)
      }
      over(
        usage(clients, message.publisher),
        'maxStoredMessagesPerClient',
        'maxStoredBytesPerClient',
      )
      if (message.publisherIp !== undefined)
        over(usage(ips, message.publisherIp), 'maxStoredMessagesPerIp', 'maxStoredBytesPerIp')
      over(total, 'maxStoredMessages', 'maxStoredBytes')
    },
    add(message) {
      const size = storedBytes(message)
      total.messages++
      total.bytes += size
      change(clients, message.publisher, 1, size)
      change(ips, message.publisherIp, 1, size)
    },
    remove(message) {
      const size = storedBytes(message)
      total.messages--
      total.bytes -= size
      change(clients, message.publisher, -1, size)
      change(ips, message.publisherIp, -1, size)
    },
    get messages() {
      return total.messages
    },
    clear() {
      total.messages = 0
      total.bytes = 0
      clients.clear()
      ips.clear()
    },
  }
}
