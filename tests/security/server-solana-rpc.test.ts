import { type StartSolanaChainReturnType, startSolanaChain } from '@keyport/server/solana/index.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'

// The local Solana chain takes input from any page and any socket on the machine: none of it may
// crash the process or make it hold unbounded work.
let solana: StartSolanaChainReturnType
beforeAll(async () => {
  solana = await startSolanaChain({ rpcPort: 0, wsPort: 0, slotIntervalMs: 0 })
})
afterAll(() => solana?.stop())

const post = (body: string) =>
  fetch(solana.deployment.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
const stillServes = async () => {
  const response = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }))
  expect(await response.json()).toEqual({ jsonrpc: '2.0', result: 'ok', id: 1 })
}

function openSocket() {
  const socket = new WebSocket(solana.deployment.wsUrl)
  const messages: { error?: { code: number } }[] = []
  socket.on('message', (data) => messages.push(JSON.parse(String(data))))
  const opened = new Promise((resolve) => socket.once('open', resolve))
  const closed = new Promise<number>((resolve) => socket.once('close', resolve))
  const nextMessage = () =>
    new Promise<{ error?: { code: number } }>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    )
  return { socket, messages, opened, closed, nextMessage }
}

describe('the Solana RPC under hostile input', () => {
  test('attack: a request body over 1 MiB is refused with 413 and the server keeps serving', async () => {
    const response = await post(
      `{"jsonrpc":"2.0","id":1,"method":"getHealth","pad":"${'x'.repeat(1_100_000)}"}`,
    )
    expect(response.status).toBe(413)
    await stillServes()
  })

  test('attack: garbage, deep nesting and a 101-request batch answer JSON-RPC errors, never a crash', async () => {
    expect((await (await post('{"jsonrpc":')).json()).error.code).toBe(-32700)
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    expect(await (await post(deep)).json()).toMatchObject([{ error: { code: -32600 } }])
    const batch = Array.from({ length: 101 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'getSlot',
    }))
    expect((await (await post(JSON.stringify(batch))).json()).error.code).toBe(-32600)
    await stillServes()
  })

  test('attack: a binary frame closes that socket (1003); a garbage text frame answers -32700', async () => {
    const garbage = openSocket()
    await garbage.opened
    const answer = garbage.nextMessage()
    garbage.socket.send('{nope')
    expect((await answer).error?.code).toBe(-32700)
    garbage.socket.close()

    const binary = openSocket()
    await binary.opened
    binary.socket.send(Buffer.from([1, 2, 3]))
    expect(await binary.closed).toBe(1003)
    await stillServes()
  })

  test('attack: a frame over 1 MiB closes the socket (1009) instead of being buffered', async () => {
    const big = openSocket()
    await big.opened
    big.socket.send('x'.repeat(1_100_000))
    expect(await big.closed).toBe(1009)
    await stillServes()
  })
})
