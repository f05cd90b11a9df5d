/** What one relay instance accepts, so memory stays bounded whatever clients send. */
export type RelayLimits = {
  /** Largest WebSocket frame; a bigger one closes the socket with 1009. @default 262_144 */
  maxFrameBytes: number
  /** Largest `message` in a publish (base64 envelope); bigger ones are refused. @default 131_072 */
  maxMessageBytes: number
  /** Topics one client (socket) may be subscribed to. @default 1_000 */
  maxTopicsPerClient: number
  /** Undelivered messages kept per topic; a publish past it is refused. @default 100 */
  maxMailboxLength: number
  /** Messages kept in all mailboxes of this relay (memory store). @default 100_000 */
  maxStoredMessages: number
  /** Bytes of undelivered messages kept per topic; a publish past it is refused. @default 2_097_152 */
  maxTopicBytes: number
  /**
   * Bytes of messages kept in all mailboxes (this process's memory, or the shared Redis); a publish
   * past it is refused. @default 134_217_728
   */
  maxStoredBytes: number
  /**
   * Messages one client (the did:key of its auth JWT) keeps in storage at a time, delivered or not,
   * until they expire or make room; a publish past it is refused, and only that client's.
   * @default 500
   */
  maxStoredMessagesPerClient: number
  /** Bytes of messages one client keeps in storage at a time. @default 4_194_304 */
  maxStoredBytesPerClient: number
  /**
   * Messages the clients of one IP address (an IPv6 address's /64) keep in storage at a time: a
   * client cannot escape its quota by signing itself new identities. @default 2_000
   */
  maxStoredMessagesPerIp: number
  /** Bytes of messages the clients of one IP address (IPv6: its /64) keep in storage. @default 16_777_216 */
  maxStoredBytesPerIp: number
  /** Live WebSocket connections from one IP address (IPv6: its /64); more are closed with 1013. @default 100 */
  maxConnectionsPerIp: number
  /** Shortest and longest kept TTL, in seconds; other values are clamped. */
  minTtlSeconds: number
  /**
   * A longer TTL (WalletConnect clients ask for up to 30 days) is kept this long: unread messages
   * do not hold storage for a month. @default 604_800 (7 days, the longest expiry WalletConnect
   * lets a session request have)
   */
  maxTtlSeconds: number
  /** Sustained frames per second one socket may send; a flood closes it with 1008. @default 200 */
  framesPerSecond: number
  /** Frames a socket may send in a burst above the sustained rate. @default 400 */
  frameBurst: number
  /** Interval of WebSocket pings; WalletConnect clients drop a socket after 35 s without one. @default 15_000 */
  pingIntervalMs: number
}

/**
 * The relay's default limits.
 *
 * @example
 * createRelay({ limits: { ...defaultRelayLimits, framesPerSecond: 1_000 } })
 */
export const defaultRelayLimits: RelayLimits = {
  maxFrameBytes: 262_144,
  maxMessageBytes: 131_072,
  maxTopicsPerClient: 1_000,
  maxMailboxLength: 100,
  maxStoredMessages: 100_000,
  maxTopicBytes: 2_097_152,
  maxStoredBytes: 134_217_728,
  maxStoredMessagesPerClient: 500,
  maxStoredBytesPerClient: 4_194_304,
  maxStoredMessagesPerIp: 2_000,
  maxStoredBytesPerIp: 16_777_216,
  maxConnectionsPerIp: 100,
  minTtlSeconds: 10,
  maxTtlSeconds: 604_800,
  framesPerSecond: 200,
  frameBurst: 400,
  pingIntervalMs: 15_000,
}
