import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type RpcCall = { method: string; params: unknown }
/** What the server answers a method: a result, or a JSON-RPC error. */
type RpcAnswer = { result: unknown } | { error: { code: number; message: string } }
/** An answer, or a function of the call's params that gives one. */
type Answer = RpcAnswer | ((params: unknown) => RpcAnswer)

export type FakeRpcServer = {
  url: string
  /** The calls received, in order (ranking pings included). */
  calls: RpcCall[]
  /** Resolves with the first call of `method` (now, if one came already). */
  nextCall(method: string): Promise<RpcCall>
  close(): Promise<void>
}

/**
 * A JSON-RPC server on 127.0.0.1 that answers each method from `answers` (an answer, or a
 * function of the params; `net_listening` is true unless given) and records what it was asked. For transport tests in Node.
 *
 * @example
 * const server = await startFakeRpcServer({ eth_chainId: { result: '0x1' } })
 */
export async function startFakeRpcServer(answers: Record<string, Answer>): Promise<FakeRpcServer> {
  const calls: RpcCall[] = []
  const waiting: { method: string; resolve(call: RpcCall): void }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as RpcCall & { id: number }
      calls.push({ method, params })
      for (const waiter of waiting.filter((entry) => entry.method === method)) {
        waiting.splice(waiting.indexOf(waiter), 1)
        waiter.resolve({ method, params })
      }
      const given = answers[method]
      const answer =
        typeof given === 'function'
          ? given(params)
          : (given ?? (method === 'net_listening' ? { result: true } : undefined))
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id,
          ...(answer ?? { error: { code: -32601, message: `${method} not found` } }),
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    calls,
    nextCall(method) {
      const seen = calls.find((call) => call.method === method)
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve) => waiting.push({ method, resolve }))
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A URL where nothing listens: a server is started, its port noted, and it is closed. */
export async function deadRpcUrl(): Promise<string> {
  const server = await startFakeRpcServer({})
  await server.close()
  return server.url
}
