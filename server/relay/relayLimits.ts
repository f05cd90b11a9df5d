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
  /** Live WebSocket connections from one IP address; more are closed with 1013. @default 100 */
  maxConnectionsPerIp: number
  /** Shortest and longest kept TTL, in seconds; other values are clamped. */
  minTtlSeconds: number
  /** @default 2_592_000 (30 days, the longest TTL WalletConnect clients ask for) */
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
  maxConnectionsPerIp: 100,
  minTtlSeconds: 10,
  maxTtlSeconds: 2_592_000,
  framesPerSecond: 200,
  frameBurst: 400,
  pingIntervalMs: 15_000,
}
