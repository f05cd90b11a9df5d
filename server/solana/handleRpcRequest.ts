import { accountMethods } from './accountMethods.ts'
import { blockMethods } from './blockMethods.ts'
import { clusterMethods } from './clusterMethods.ts'
import { paramsError, requestSchema, rpcError, rpcResult } from './jsonRpc.ts'
import type { RpcMethod } from './rpcMethod.ts'
import type { SolanaLedger } from './SolanaLedger.ts'
import { SolanaRpcError, solanaRpcErrorCodes } from './SolanaRpcError.ts'
import { transactionMethods } from './transactionMethods.ts'

/** Every HTTP method, by name. */
const solanaRpcMethods: Record<string, RpcMethod> = {
  ...clusterMethods,
  ...accountMethods,
  ...transactionMethods,
  ...blockMethods,
}

/**
 * One JSON-RPC request (or a batch of up to 100) against the ledger: the envelope and the params
 * are validated, so bad input answers a JSON-RPC error, never a crash.
 *
 * @example
 * await handleRpcRequest(ledger, { jsonrpc: '2.0', id: 1, method: 'getSlot' })
 * // { jsonrpc: '2.0', result: 12, id: 1 }
 */
export async function handleRpcRequest(
  ledger: SolanaLedger,
  body: unknown,
  methods: Record<string, RpcMethod> = solanaRpcMethods,
): Promise<unknown> {
  if (Array.isArray(body)) {
    if (body.length === 0 || body.length > 100) {
      return rpcError(null, invalidRequest('a batch holds 1 to 100 requests'))
    }
    const answers: unknown[] = []
    for (const item of body) answers.push(await handleOne(ledger, item, methods))
    return answers
  }
  return handleOne(ledger, body, methods)
}

async function handleOne(ledger: SolanaLedger, body: unknown, methods: Record<string, RpcMethod>) {
  const request = requestSchema.safeParse(body)
  if (!request.success) return rpcError(null, invalidRequest('not a JSON-RPC 2.0 request'))
  const { id, method, params = [] } = request.data
  const entry = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!entry) {
    return rpcError(id, new SolanaRpcError(solanaRpcErrorCodes.methodNotFound, 'Method not found'))
  }
  const parsed = entry.params.safeParse(params)
  if (!parsed.success) return rpcError(id, paramsError(parsed.error))
  try {
    return rpcResult(id, await entry.handler(parsed.data, ledger))
  } catch (error) {
    return rpcError(id, error)
  }
}

function invalidRequest(reason: string) {
  return new SolanaRpcError(solanaRpcErrorCodes.invalidRequest, `Invalid request: ${reason}`)
}
