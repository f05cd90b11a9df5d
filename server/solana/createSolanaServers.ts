import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { handleRpcRequest } from './handleRpcRequest.ts'
import { rpcError, stringifyJson } from './jsonRpc.ts'
import type { SolanaLedger } from './SolanaLedger.ts'
import { SolanaRpcError, solanaRpcErrorCodes } from './SolanaRpcError.ts'
import { createSubscriptions } from './subscriptions.ts'

const maxBodyBytes = 1024 * 1024
const parseFailed = Symbol('parse failed')

export interface SolanaServers {
  rpcUrl: string
  wsUrl: string
  close(): Promise<void>
}

/**
 * The JSON-RPC over HTTP (`POST /`, `GET /health` answering "ok", CORS open as on public RPC
 * nodes) and the subscriptions over WebSocket, on two ports as `solana-test-validator` does.
 *
 * @example
 * const servers = await createSolanaServers(ledger, { host: '127.0.0.1', rpcPort: 8899, wsPort: 8900 })
 */
export async function createSolanaServers(
  ledger: SolanaLedger,
  {
    host,
    wsHost = host,
    rpcPort,
    wsPort,
  }: { host: string; wsHost?: string; rpcPort: number; wsPort: number },
): Promise<SolanaServers> {
  const http = createServer((request, response) => {
    // A client that aborts mid-body rejects the read; drop that connection, never the process.
    serveHttp(ledger, request, response).catch(() => response.destroy())
  })
  await listen(http, host, rpcPort)
  const ws = new WebSocketServer({ host: wsHost, port: wsPort, maxPayload: maxBodyBytes })
  try {
    await new Promise<void>((resolve, reject) => {
      ws.once('listening', resolve)
      ws.once('error', reject)
    })
  } catch (error) {
    await new Promise((resolve) => http.close(resolve))
    throw error
  }
  ws.on('connection', (socket) => {
    const connection = createSubscriptions(ledger, (text) => {
      if (socket.readyState === socket.OPEN) socket.send(text)
    })
    socket.on('message', (data, isBinary) => {
      if (isBinary) socket.close(1003, 'Text frames only')
      else connection.receive(String(data))
    })
    socket.on('close', () => connection.close())
    // ws closes the socket itself (1009 for an oversized frame); without a listener the error
    // would be thrown and end the process.
    socket.on('error', () => {})
  })
  const urlHost = (name: string) => (name.includes(':') ? `[${name}]` : name)
  return {
    rpcUrl: `http://${urlHost(host)}:${(http.address() as AddressInfo).port}`,
    wsUrl: `ws://${urlHost(wsHost)}:${(ws.address() as AddressInfo).port}`,
    async close() {
      for (const client of ws.clients) client.terminate()
      await new Promise((resolve) => ws.close(resolve))
      http.closeAllConnections()
      await new Promise((resolve) => http.close(resolve))
    },
  }
}

async function serveHttp(ledger: SolanaLedger, request: IncomingMessage, response: ServerResponse) {
  response.setHeader('access-control-allow-origin', '*')
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'access-control-allow-methods': 'POST, GET, OPTIONS',
      'access-control-allow-headers': 'content-type, solana-client',
      'access-control-max-age': '86400',
    })
    return response.end()
  }
  const path = new URL(request.url ?? '/', 'http://localhost').pathname
  if (request.method === 'GET' && path === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' })
    return response.end('ok')
  }
  if (request.method !== 'POST' || path !== '/') {
    response.writeHead(405, { 'content-type': 'text/plain' })
    return response.end('Use POST / with a JSON-RPC body, or GET /health.')
  }
  const text = await readBody(request)
  if (text === undefined) {
    response.writeHead(413, { 'content-type': 'text/plain' })
    return response.end(`Request bodies are limited to ${maxBodyBytes} bytes.`)
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = parseFailed
  }
  const answer =
    body === parseFailed
      ? rpcError(null, new SolanaRpcError(solanaRpcErrorCodes.parseError, 'Parse error'))
      : await handleRpcRequest(ledger, body)
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(stringifyJson(answer))
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function listen(server: ReturnType<typeof createServer>, host: string, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
}
