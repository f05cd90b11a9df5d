import { RelayRpcError, relayErrorCodes } from './RelayRpcError.ts'
import type { RelayLimits } from './relayLimits.ts'

/** The storage limits a publish can hit, besides a topic's own (`planMailboxAppend`). */
export type StorageLimit = keyof Pick<
  RelayLimits,
  | 'maxStoredMessages'
  | 'maxStoredBytes'
  | 'maxStoredMessagesPerClient'
  | 'maxStoredBytesPerClient'
  | 'maxStoredMessagesPerIp'
  | 'maxStoredBytesPerIp'
>

const wait = {
  total: 'Try again later.',
  own: 'Wait until your peers read them or they expire.',
}

/**
 * The JSON-RPC error for a publish past one of the storage limits: it names the limit, what is
 * held and what the message adds. Both brokers answer with it, so the texts match.
 *
 * @example
 * throw storageRefusal('maxStoredMessagesPerClient', limits, 500, 1_024)
 */
export function storageRefusal(
  limit: StorageLimit,
  limits: Pick<RelayLimits, StorageLimit>,
  held: number,
  adds: number,
): RelayRpcError {
  const max = limits[limit]
  const text = {
    maxStoredMessages: `Relay storage full: ${max} messages are waiting for delivery (maxStoredMessages). ${wait.total}`,
    maxStoredBytes: `Relay storage full: ${held} bytes of messages are waiting for delivery and this one adds ${adds}; the limit is ${max} bytes (maxStoredBytes). ${wait.total}`,
    maxStoredMessagesPerClient: `Storage quota reached: your client keeps ${held} messages on this relay; the limit is ${max} per client (maxStoredMessagesPerClient). ${wait.own}`,
    maxStoredBytesPerClient: `Storage quota reached: your client keeps ${held} bytes of messages on this relay and this one adds ${adds}; the limit is ${max} bytes per client (maxStoredBytesPerClient). ${wait.own}`,
    maxStoredMessagesPerIp: `Storage quota reached: clients from your IP address keep ${held} messages on this relay; the limit is ${max} per address, an IPv6 /64 counting as one (maxStoredMessagesPerIp). ${wait.own}`,
    maxStoredBytesPerIp: `Storage quota reached: clients from your IP address keep ${held} bytes of messages on this relay and this one adds ${adds}; the limit is ${max} bytes per address, an IPv6 /64 counting as one (maxStoredBytesPerIp). ${wait.own}`,
  }[limit]
  return new RelayRpcError(relayErrorCodes.limit, text)
}
