import { z } from 'zod'
import { SolanaRpcError, solanaRpcErrorCodes } from './SolanaRpcError.ts'

export const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(256), z.number(), z.null()]).optional(),
  method: z.string().max(128),
  params: z.array(z.unknown()).max(16).optional(),
})

type JsonRpcRequest = z.infer<typeof requestSchema>
type Id = JsonRpcRequest['id']

export function rpcResult(id: Id, result: unknown) {
  return { jsonrpc: '2.0', result, id: id ?? null }
}

export function rpcError(id: Id, error: unknown) {
  const known = error instanceof SolanaRpcError
  if (!known) console.error('solana rpc: internal error', error)
  const { code, message, data } = known
    ? error
    : { code: solanaRpcErrorCodes.internalError, message: 'Internal error', data: undefined }
  return {
    jsonrpc: '2.0',
    error: { code, message, ...(data !== undefined && { data }) },
    id: id ?? null,
  }
}

/** Params that fail their schema: -32602 with the first problem and where it is. */
export function paramsError(error: z.ZodError): SolanaRpcError {
  const issue = error.issues[0]
  const where = issue?.path.length ? ` at params[${issue.path.join('][')}]` : ''
  const text = issue?.message ?? 'invalid'
  const message = text.startsWith('Invalid param') ? text : `Invalid params: ${text}`
  return new SolanaRpcError(solanaRpcErrorCodes.invalidParams, `${message}${where}`)
}

/**
 * JSON with u64s as plain numbers (the RPC's wire form; kit parses them as bigints), never
 * rounded through a double.
 */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_, item) =>
    typeof item === 'bigint' ? `__u64__${item.toString()}` : item,
  ).replace(/"__u64__(-?\d+)"/g, '$1')
}
