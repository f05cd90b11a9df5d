import { createServer } from 'node:net'
import { ChainError } from './ChainError.ts'

/**
 * Resolves `port` if something can listen on it, or any free port when `port` is 0. Rejects with
 * a clear error when the port is taken, instead of letting anvil fail later with less context.
 *
 * @example
 * await freePort('127.0.0.1', 0) // e.g. 41523
 */
export function freePort(host: string, port: number, envHint?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      const move = envHint ? ` or set ${envHint} to another port` : ''
      reject(
        new ChainError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is already in use. Stop whatever holds it (lsof -i :${port})${move}.`
            : `Cannot listen on ${host}:${port} (${error.message}).`,
        ),
      )
    })
    server.listen(port, host, () => {
      const address = server.address()
      const chosen = typeof address === 'object' && address ? address.port : port
      server.close(() => resolve(chosen))
    })
  })
}
