import { createServer } from 'node:net'
import type { Service } from './Service.ts'
import { StackError } from './StackError.ts'

function isFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false)
      else reject(error)
    })
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

/**
 * Fails with a message naming the service, the port and the env var to change, so a taken port
 * is not discovered later as a crash buried in the service's own output.
 *
 * @example
 * await assertPortsFree(sandbox) // StackError: sandbox cannot start: port 5173 on 127.0.0.1 ...
 */
export async function assertPortsFree(service: Service): Promise<void> {
  for (const { host, port, env } of service.ports ?? []) {
    if (await isFree(host, port)) continue
    throw new StackError(
      `${service.name} cannot start: port ${port} on ${host} is already in use. ` +
        `Stop whatever is listening there (is another \`npm start\` running?) ` +
        `or pick another port, e.g. ${env}=${port + 100} npm start`,
    )
  }
}
