/**
 * Runs `work` and says how busy it kept this process: CPU time over wall time, in percent of one
 * core (above about 80, the load generator, not the server, may be what limits the figures).
 *
 * @example
 * const { result, cpuPercent } = await measureCpu(() => runOpenLoop(…))
 */
export async function measureCpu<T>(work: () => Promise<T>) {
  const cpu = process.cpuUsage()
  const started = performance.now()
  const result = await work()
  const used = process.cpuUsage(cpu)
  const wallMs = performance.now() - started
  const cpuPercent = wallMs > 0 ? ((used.user + used.system) / 1000 / wallMs) * 100 : 0
  return { result, cpuPercent }
}
