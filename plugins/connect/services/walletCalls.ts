import type { KeyportOptions } from '@keyport/kernel'
import { rpcErrorCode } from '../connectors/rpcErrorCode.ts'
import type { Eip1193Provider } from '../connectors/types.ts'

/** What the modal may ask of a wallet on one chain (EIP-5792 `wallet_getCapabilities`). */
export type WalletCallsSupport = {
  /** The wallet runs a batch all or nothing (`atomic.status` supported or ready). */
  atomic: boolean
  /** The app set `sponsorship` and the wallet takes a paymaster service (ERC-7677): the app pays the gas. */
  sponsored: boolean
}

/** One call of a batch. */
export type WalletCall = { to: `0x${string}`; data?: `0x${string}`; value?: bigint }

export type SendWalletCallsParameters = {
  provider: Eip1193Provider
  chainId: number
  from: `0x${string}`
  calls: readonly WalletCall[]
  /** From `walletCallsSupport`. */
  support: WalletCallsSupport
  /** The ERC-7677 service for `paymasterService` (`paymasterServiceUrl`). */
  paymasterUrl?: string
  /** @default 1_000 */
  pollingInterval?: number
  /** @default 240_000 (spec §9's 4 minutes) */
  timeout?: number
  /** @default globalThis.setTimeout */
  sleep?: (ms: number) => Promise<void>
}

export type SendWalletCallsReturnType = {
  id: string
  /** The transactions that carried the batch (one for a smart account's user operation). */
  hashes: `0x${string}`[]
}

/** Why a batch failed: the wallet refused it, or it failed or timed out on chain. */
export class WalletCallsFailedError extends Error {
  override name = 'WalletCallsFailedError' as const
  constructor(
    message: string,
    readonly code?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

const hex = (value: number | bigint) => `0x${value.toString(16)}` as const
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/**
 * True when a wallet's error means "no EIP-5792 here": EIP-1193 4200 (unsupported method),
 * JSON-RPC -32601 (method not found), or a wallet that only says so in words.
 *
 * @example
 * isUnsupportedMethodError({ code: 4200 }) // true
 */
export function isUnsupportedMethodError(error: unknown): boolean {
  const code = rpcErrorCode(error)
  if (code === 4200 || code === -32601) return true
  const message = String(record(error).message ?? '')
  return /not supported|unsupported|does not exist|not found|not available/i.test(message)
}

/**
 * The paymaster service the app's `sponsorship` option names: the data API's own for `'keyport'`
 * (`{apiUrl}/v1/paymaster?chainId=&projectId=`), or the app's URL. Undefined without sponsorship.
 *
 * @example
 * paymasterServiceUrl({ sponsorship: 'keyport', apiUrl: 'http://127.0.0.1:4000', projectId: 'keyport-dev' }, 1)
 * // 'http://127.0.0.1:4000/v1/paymaster?chainId=1&projectId=keyport-dev'
 */
export function paymasterServiceUrl(
  options: Pick<KeyportOptions, 'sponsorship' | 'apiUrl' | 'projectId'>,
  chainId: number,
): string | undefined {
  const { sponsorship, apiUrl, projectId } = options
  if (!sponsorship) return undefined
  if (sponsorship !== 'keyport') return sponsorship.url
  if (!apiUrl || !projectId) return undefined
  const url = new URL('/v1/paymaster', apiUrl)
  url.searchParams.set('chainId', String(chainId))
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

/**
 * Asks the wallet's EIP-5792 capabilities on `chainId`. A wallet without EIP-5792 (4200, -32601,
 * or any failure) supports nothing, so the caller sends one transaction after another.
 *
 * @example
 * const support = await walletCallsSupport({ provider, address, chainId: 1, sponsorship: true })
 * if (support.atomic) await sendWalletCalls({ provider, chainId: 1, from: address, calls, support })
 */
export async function walletCallsSupport({
  provider,
  address,
  chainId,
  sponsorship,
}: {
  provider: Eip1193Provider
  address: `0x${string}`
  chainId: number
  /** Whether the app set `sponsorship`. */
  sponsorship: boolean
}): Promise<WalletCallsSupport> {
  let answer: unknown
  try {
    answer = await provider.request({
      method: 'wallet_getCapabilities',
      params: [address, [hex(chainId)]],
    })
  } catch {
    return { atomic: false, sponsored: false }
  }
  const all = record(answer)
  // v2 keys chains by hex; some wallets answer by decimal, and '0x0' holds all chains' entries.
  const chain = { ...record(all['0x0']), ...record(all[hex(chainId)] ?? all[String(chainId)]) }
  const atomic = record(chain.atomic).status
  return {
    atomic: atomic === 'supported' || atomic === 'ready',
    sponsored: sponsorship && record(chain.paymasterService).supported === true,
  }
}

/**
 * Sends calls as one atomic batch (EIP-5792 v2 `wallet_sendCalls`, with ERC-7677's
 * `paymasterService` when the batch is sponsored) and waits for `wallet_getCallsStatus` to say it
 * landed. A declined prompt rethrows the wallet's 4001 error; a failed or reverted batch throws
 * `WalletCallsFailedError`.
 *
 * @example
 * const { hashes } = await sendWalletCalls({ provider, chainId: 1, from, calls: [approve, swap], support })
 */
export async function sendWalletCalls({
  provider,
  chainId,
  from,
  calls,
  support,
  paymasterUrl,
  pollingInterval = 1_000,
  timeout = 240_000,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: SendWalletCallsParameters): Promise<SendWalletCallsReturnType> {
  const sponsored = support.sponsored && paymasterUrl !== undefined
  const answer = await provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: hex(chainId),
        from,
        atomicRequired: true,
        calls: calls.map(({ to, data, value }) => ({
          to,
          ...(data && { data }),
          ...(value !== undefined && value > 0n && { value: hex(value) }),
        })),
        ...(sponsored && {
          capabilities: { paymasterService: { url: paymasterUrl, optional: true } },
        }),
      },
    ],
  })
  const id = record(answer).id
  if (typeof id !== 'string') throw new WalletCallsFailedError('The wallet returned no batch id.')
  for (let waited = 0; ; waited += pollingInterval) {
    const status = record(await provider.request({ method: 'wallet_getCallsStatus', params: [id] }))
    const code = typeof status.status === 'number' ? status.status : 100
    if (code >= 200) {
      const receipts = Array.isArray(status.receipts) ? status.receipts.map(record) : []
      const hashes = [...new Set(receipts.map((receipt) => receipt.transactionHash))].filter(
        (hash): hash is `0x${string}` => typeof hash === 'string',
      )
      if (code !== 200 || receipts.some((receipt) => receipt.status === '0x0'))
        throw new WalletCallsFailedError('The batch failed on chain.', code)
      return { id, hashes }
    }
    if (waited >= timeout)
      throw new WalletCallsFailedError(`Batch ${id} is not confirmed yet.`, code)
    await sleep(pollingInterval)
  }
}

/**
 * The wallet-calls helpers bound to the app's options: `support` asks the wallet, `send` adds
 * the app's paymaster service. What the swap, send and names flows take.
 *
 * @example
 * const calls = createWalletCalls(kernel.options)
 * const support = await calls.support({ provider, address, chainId: 1 })
 */
export function createWalletCalls(
  options: Pick<KeyportOptions, 'sponsorship' | 'apiUrl' | 'projectId'>,
) {
  return {
    support: (parameters: { provider: Eip1193Provider; address: `0x${string}`; chainId: number }) =>
      walletCallsSupport({
        ...parameters,
        sponsorship: paymasterServiceUrl(options, parameters.chainId) !== undefined,
      }),
    send: (parameters: Omit<SendWalletCallsParameters, 'paymasterUrl'>) =>
      sendWalletCalls({
        ...parameters,
        paymasterUrl: paymasterServiceUrl(options, parameters.chainId),
      }),
  }
}
