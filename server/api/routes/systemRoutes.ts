import * as z from 'zod'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'
import { assertRpcMethodsAllowed, bundlerRpcMethods } from '../rpc/rpcAllowList.ts'
import { assertSolanaRpcMethodsAllowed } from '../rpc/solanaRpcAllowList.ts'

// An EVM chain parses to its number, a Solana network stays its CAIP-2 id.
const chainIdQuery = z.object({
  chainId: z
    .string({ error: 'chainId is required, e.g. chainId=1 or chainId=eip155:1' })
    .regex(
      /^((eip155:)?\d{1,12}|solana:[1-9A-HJ-NP-Za-km-z]{32})$/,
      'chainId must be a number like 1, a CAIP-2 id like eip155:1, or a Solana network like solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    .transform((value) =>
      value.startsWith('solana:') ? value : Number(value.replace('eip155:', '')),
    ),
})

const jsonRpcMessage = z
  .object({ jsonrpc: z.literal('2.0'), method: z.string().min(1).max(100) })
  .passthrough()

type JsonRpcMessage = z.infer<typeof jsonRpcMessage>

async function post(url: string, body: unknown, what: string, deps: ApiDeps): Promise<unknown> {
  let answer: Response
  try {
    answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch (cause) {
    deps.log(`${what} unreachable`, cause)
    throw new ApiError(503, 'chain_unreachable', `${what} is not reachable right now.`)
  }
  return answer.json()
}

/** One JSON-RPC message to the node, or to the bundler when it is an ERC-4337 call. */
function forward(chainId: number, message: JsonRpcMessage, deps: ApiDeps): Promise<unknown> {
  if (bundlerRpcMethods.has(message.method)) {
    const bundler = deps.bundlers?.get(chainId)
    if (!bundler) {
      throw new ApiError(
        400,
        'unsupported_method',
        `${message.method} needs a bundler, and chain ${chainId} has none here.`,
      )
    }
    return post(bundler, message, `The bundler of chain ${chainId}`, deps)
  }
  return post(deps.chains.get(chainId)!.deployment.rpcUrl, message, `Chain ${chainId}`, deps)
}

/** A Solana network's JSON-RPC, allow-listed, to its RPC as it came. */
function forwardSolana(network: string, body: JsonRpcMessage | JsonRpcMessage[], deps: ApiDeps) {
  const chain = deps.solana?.get(network)
  if (!chain)
    throw new ApiError(400, 'unsupported_chain', `Chain ${network} is not supported here.`)
  assertSolanaRpcMethodsAllowed(Array.isArray(body) ? body : [body])
  return post(chain.rpcUrl, body, chain.cluster.name, deps)
}

/** Health, supported chains, and the JSON-RPC endpoint that forwards to the chains. */
export const systemRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and the chains served',
    auth: 'none',
    rateLimited: false,
    response: z.object({ ok: z.literal(true), database: z.string(), chains: z.array(z.number()) }),
    handler: (_request, deps) => ({
      ok: true as const,
      database: deps.db.kind,
      chains: [...deps.chains.keys()],
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/supported-chains',
    summary: 'The chains this API serves, as CAIP-2 ids: EVM chains, then Solana networks',
    response: z.object({ http: z.array(z.string()), ws: z.array(z.string()) }),
    handler: (_request, deps) => ({
      http: [
        ...[...deps.chains.keys()].map((id) => `eip155:${id}`),
        ...(deps.solana?.keys() ?? []),
      ],
      ws: [],
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1',
    summary:
      'JSON-RPC, forwarded to the chain named by chainId (ERC-4337 user-operation calls to its bundler; solana:… to the Solana RPC); only read methods, eth_sendRawTransaction and user-operation methods (on Solana reads, simulateTransaction and sendTransaction), others answer 403 method_not_allowed',
    query: chainIdQuery,
    body: z.union([jsonRpcMessage, z.array(jsonRpcMessage).min(1).max(50)], {
      error: 'The body must be a JSON-RPC 2.0 request or a batch of them',
    }),
    response: z.unknown(),
    handler: async ({ query, body }, deps) => {
      const chainId = query.chainId
      if (typeof chainId === 'string') return forwardSolana(chainId, body, deps)
      const chain = deps.chains.get(chainId)
      if (!chain)
        throw new ApiError(400, 'unsupported_chain', `Chain ${chainId} is not supported here.`)
      const messages = Array.isArray(body) ? body : [body]
      assertRpcMethodsAllowed(messages)
      if (!messages.some((message) => bundlerRpcMethods.has(message.method))) {
        return post(chain.deployment.rpcUrl, body, `Chain ${chainId}`, deps)
      }
      // A batch that mixes node and bundler calls is split, and answered in the same order.
      if (!Array.isArray(body)) return forward(chainId, body, deps)
      return Promise.all(body.map((message) => forward(chainId, message, deps)))
    },
  }),
]
