import { address } from '@solana/kit'
import { z } from 'zod'
import { encodeAccount } from './encodeAccount.ts'
import { paramsError, requestSchema, rpcError, rpcResult, stringifyJson } from './jsonRpc.ts'
import { solanaApiVersion } from './rpcMethod.ts'
import {
  accountEncodingSchema,
  addressSchema,
  commitmentSchema,
  signatureSchema,
} from './rpcSchemas.ts'
import type { Commitment, SolanaLedger } from './SolanaLedger.ts'
import { SolanaRpcError, solanaRpcErrorCodes } from './SolanaRpcError.ts'

type Send = (text: string) => void
type Cleanup = () => void

const rank: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 }
const subscribeConfig = z
  .object({
    commitment: commitmentSchema.optional(),
    encoding: accountEncodingSchema.exclude(['base64+zstd']).optional(),
  })
  .passthrough()
const subscribeParams = {
  slotSubscribe: z.tuple([]),
  signatureSubscribe: z.tuple([
    signatureSchema,
    subscribeConfig.extend({ enableReceivedNotification: z.boolean().optional() }).optional(),
  ]),
  accountSubscribe: z.tuple([addressSchema, subscribeConfig.optional()]),
}
const unsubscribeMethods = ['slotUnsubscribe', 'signatureUnsubscribe', 'accountUnsubscribe']
let nextId = 1
/** Bounds what one socket can make the chain do on every slot. */
export const maxSubscriptionsPerConnection = 1000

/**
 * The WebSocket side of one connection: `slotSubscribe`, `signatureSubscribe` (one notification
 * once the transaction reaches the commitment, then it ends, as on Agave), `accountSubscribe`
 * (a notification when a landed transaction changed the account; confirmed and finalized ones
 * wait for the slot to close) and their `*Unsubscribe`s.
 *
 * @example
 * const connection = createSubscriptions(ledger, (text) => socket.send(text))
 * socket.on('message', (data) => connection.receive(String(data)))
 * socket.on('close', connection.close)
 */
export function createSubscriptions(ledger: SolanaLedger, send: Send) {
  const active = new Map<number, Cleanup>()
  const notify = (method: string, subscription: number, result: unknown) =>
    send(stringifyJson({ jsonrpc: '2.0', method, params: { result, subscription } }))
  const context = () => ({ slot: ledger.slot('processed'), apiVersion: solanaApiVersion })

  const subscribe = {
    slotSubscribe: (id: number) =>
      ledger.on('slot', (slot) => notify('slotNotification', id, slot)),
    signatureSubscribe: (
      id: number,
      [signature, config]: z.infer<typeof subscribeParams.signatureSubscribe>,
    ) => {
      const wanted = config?.commitment ?? 'finalized'
      const check = () => {
        const status = ledger.status(signature)
        if (!status || rank[status.confirmationStatus] < rank[wanted]) return
        notify('signatureNotification', id, { context: context(), value: { err: status.err } })
        end(id)
      }
      const offs = [ledger.on('transaction', check), ledger.on('slot', check)]
      queueMicrotask(check)
      return () => {
        for (const off of offs) off()
      }
    },
    accountSubscribe: (
      id: number,
      [key, config]: z.infer<typeof subscribeParams.accountSubscribe>,
    ) => {
      const commitment = config?.commitment ?? 'finalized'
      let changed = false
      const push = () => {
        changed = false
        const account = ledger.svm.getAccount(address(key))
        const value = account.exists
          ? encodeAccount(ledger.svm, account, { encoding: config?.encoding })
          : null
        notify('accountNotification', id, { context: context(), value })
      }
      const offs = [
        ledger.on('transaction', (record) => {
          if (!record.accountKeys.some((account) => account.pubkey === key)) return
          if (commitment === 'processed') push()
          else changed = true
        }),
        ledger.on('slot', () => {
          if (changed) push()
        }),
      ]
      return () => {
        for (const off of offs) off()
      }
    },
  }

  function end(id: number): boolean {
    const cleanup = active.get(id)
    active.delete(id)
    cleanup?.()
    return cleanup !== undefined
  }

  function handle(request: { id?: string | number | null; method: string; params?: unknown[] }) {
    const { id, method, params = [] } = request
    if (unsubscribeMethods.includes(method)) {
      const parsed = z.tuple([z.number().int().nonnegative()]).safeParse(params)
      if (!parsed.success) return rpcError(id, paramsError(parsed.error))
      if (!end(parsed.data[0])) {
        return rpcError(
          id,
          new SolanaRpcError(solanaRpcErrorCodes.invalidParams, 'Invalid subscription id.'),
        )
      }
      return rpcResult(id, true)
    }
    if (!Object.hasOwn(subscribeParams, method)) {
      return rpcError(
        id,
        new SolanaRpcError(solanaRpcErrorCodes.methodNotFound, 'Method not found'),
      )
    }
    const name = method as keyof typeof subscribeParams
    const parsed = subscribeParams[name].safeParse(params)
    if (!parsed.success) return rpcError(id, paramsError(parsed.error))
    if (active.size >= maxSubscriptionsPerConnection) {
      return rpcError(
        id,
        new SolanaRpcError(
          solanaRpcErrorCodes.invalidRequest,
          `Too many subscriptions: a connection holds at most ${maxSubscriptionsPerConnection}`,
        ),
      )
    }
    const subscription = nextId++
    active.set(
      subscription,
      (subscribe[name] as (id: number, params: unknown) => Cleanup)(subscription, parsed.data),
    )
    return rpcResult(id, subscription)
  }

  return {
    /** Answers the request in `text` (or a parse error) through `send`. */
    receive(text: string): void {
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        send(
          stringifyJson(
            rpcError(null, new SolanaRpcError(solanaRpcErrorCodes.parseError, 'Parse error')),
          ),
        )
        return
      }
      const request = requestSchema.safeParse(body)
      const answer = request.success
        ? handle(request.data)
        : rpcError(null, new SolanaRpcError(solanaRpcErrorCodes.invalidRequest, 'Invalid request'))
      send(stringifyJson(answer))
    },
    /** Ends every subscription of the connection. */
    close(): void {
      for (const id of [...active.keys()]) end(id)
    },
  }
}
