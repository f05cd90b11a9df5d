/**
 * Where the cluster's services listen, by the conventions `npm run start:cluster` follows: the
 * load balancer on each service's usual port plus the offset, instance i (1..N) on that port
 * plus 100 × i; the chains' status (with the deployment) on 8549 plus the offset.
 *
 * @example
 * clusterPorts(0).api(0) // 4000, the load balancer
 * clusterPorts(0).relay(2) // 4201, relay instance 2
 */
export function clusterPorts(offset: number) {
  const at = (base: number) => (instance: number) => base + offset + 100 * instance
  return {
    api: at(4000),
    relay: at(4001),
    frame: at(5174),
    chainStatus: 8549 + offset,
  }
}
