import { TestWalletRpcError } from './TestWalletRpcError.ts'

let nextId = 1

/**
 * Sends one JSON-RPC request to a chain and returns its result; a JSON-RPC error comes back as the
 * same `{ code, message, data }`, as a real wallet passes the node's errors through.
 */
export async function forwardRpc(
  rpcUrl: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
  } catch (cause) {
    throw new TestWalletRpcError(
      -32603,
      `The test wallet could not reach ${rpcUrl} (${String(cause)}). Is the local stack running?`,
    )
  }
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code: number; message: string; data?: unknown } }
    | undefined
  if (body?.error)
    throw new TestWalletRpcError(body.error.code, body.error.message, body.error.data)
  if (!response.ok || !body || !('result' in body)) {
    throw new TestWalletRpcError(
      -32603,
      `${rpcUrl} answered ${method} with HTTP ${response.status}.`,
    )
  }
  return body.result
}
