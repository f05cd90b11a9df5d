import { Counter, Gauge, type Registry } from 'prom-client'

export type AddRelayMetricsParameters = {
  /** Live WebSocket connections of this relay process. */
  connections: () => number
  /** Messages waiting in mailboxes (shared by every process on one Redis). @default none */
  storedMessages?: () => Promise<number>
}

/**
 * The relay's own metrics in a server's registry: live connections and mailbox depth (read at
 * scrape time), and the messages published and delivered.
 *
 * @example
 * const relayMetrics = addRelayMetrics(ops.metrics.registry, { connections: () => wss.clients.size })
 * relayMetrics.messages.inc({ event: 'published' })
 */
export function addRelayMetrics(
  registry: Registry,
  { connections, storedMessages }: AddRelayMetricsParameters,
) {
  new Gauge({
    name: 'keyport_relay_connections',
    help: 'Live WebSocket connections of this relay process',
    registers: [registry],
    collect() {
      this.set(connections())
    },
  })
  if (storedMessages)
    new Gauge({
      name: 'keyport_relay_mailbox_messages',
      help: 'Messages waiting in mailboxes for delivery or acknowledgement',
      registers: [registry],
      async collect() {
        this.set(await storedMessages())
      },
    })
  const messages = new Counter({
    name: 'keyport_relay_messages_total',
    help: 'Messages published to this relay process, and delivered by it to subscribed sockets',
    labelNames: ['event'],
    registers: [registry],
  })
  return { messages }
}
