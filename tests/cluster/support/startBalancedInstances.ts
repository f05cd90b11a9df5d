import { startBalancer } from './startBalancer.ts'
import type { ServiceProcess } from './startServiceProcess.ts'

/** One instance: its own URL, and the process behind it (replaced by `revive()`). */
export type BalancedInstance = { url: string; process: ServiceProcess }

export type StartBalancedInstancesParameters = {
  /** 'api' or 'relay': the backend's name in HAProxy's config and in `output()`. */
  name: string
  /** 'http' or 'ws': the scheme of each instance's URL. */
  scheme: string
  /** The instances' ports on 127.0.0.1. */
  ports: number[]
  /** Where the balancer listens on 127.0.0.1. */
  balancerPort: number
  /** The relay: WebSocket tunnels. @default false */
  websocket?: boolean
  /** Starts the service's process on a port. */
  start(port: number): Promise<ServiceProcess>
}

/**
 * The instances of one service, one process per port, started at once, behind HAProxy: what the
 * API's and the relay's fault clusters share.
 *
 * @example
 * const service = await startBalancedInstances({ name: 'relay', scheme: 'ws', ports, balancerPort, websocket: true, start })
 * await service.instances[0].process.kill()
 * await service.revive(0)
 */
export async function startBalancedInstances({
  name,
  scheme,
  ports,
  balancerPort,
  websocket = false,
  start,
}: StartBalancedInstancesParameters) {
  const startInstance = async (port: number): Promise<BalancedInstance> => ({
    url: `${scheme}://127.0.0.1:${port}`,
    process: await start(port),
  })
  const instances = await Promise.all(ports.map(startInstance))
  const balancer = await startBalancer({
    name,
    port: balancerPort,
    servers: ports,
    healthPath: '/health',
    websocket,
  })
  return {
    instances,
    balancer,
    /**
     * Starts instance `index` again (on its port) if it is not running; resolves once HAProxy
     * sends requests to every instance.
     */
    async revive(index: number) {
      if (!instances[index]!.process.running) instances[index] = await startInstance(ports[index]!)
      await balancer.allUp()
    },
    /** What every instance printed, for a failing test's message. */
    output: () =>
      instances
        .map((instance, i) => `--- ${name} ${i + 1}\n${instance.process.output()}`)
        .join('\n'),
    /** Stops the balancer and every instance, whatever fails on the way. */
    async stop() {
      await Promise.allSettled([
        balancer.stop(),
        ...instances.map((instance) => instance.process.stop()),
      ])
    },
  }
}
