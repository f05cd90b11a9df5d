import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  isAddressEqual,
  parseAbi,
  verifyMessage,
  zeroAddress,
} from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import * as z from 'zod'
import { ApiError } from '../../api/http/ApiError.ts'

/** Farcaster's Id Registry on Optimism: `custodyOf(fid)` names the key that speaks for a fid. */
const FARCASTER_ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
const FARCASTER_CHAIN_ID = 10
const STATEMENT = 'Farcaster Auth'

/** Where the frame's farcaster sign-in goes: the relay and the custody lookup. */
export type FarcasterSettings = {
  /** The auth relay: the local stand-in in dev, e.g. 'https://relay.farcaster.xyz' in production. */
  relayUrl: string
  /**
   * An Optimism JSON-RPC endpoint to read the Id Registry's custody addresses from. Unset: the
   * stand-in relay's dev registry (`GET {relayUrl}/v1/custody?fid=`).
   */
  idRegistryRpcUrl?: string
  fetch?: typeof fetch
}

const channelAnswer = z.object({
  channelToken: z.string().min(1).max(256),
  url: z.string().url().max(2048),
  nonce: z.string().optional(),
})
const statusAnswer = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'),
    message: z.string().max(4096),
    signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
    fid: z.number().int().positive(),
    username: z.string().max(64).nullish(),
  }),
])
export type FarcasterStatus = z.infer<typeof statusAnswer>
const custodyAnswer = z.object({ custody: z.string().regex(/^0x[0-9a-fA-F]{40}$/) })

const unavailable = (cause?: unknown) =>
  Object.assign(
    new ApiError(
      503,
      'farcaster_unavailable',
      'Farcaster sign-in is not available right now. Try again later.',
    ),
    { cause },
  )
export const farcasterExpired = () =>
  new ApiError(400, 'farcaster_expired', 'This Farcaster sign-in has expired. Try again.')

/**
 * The auth relay's client (the real relay's API, which the stand-in in `server/idp` copies):
 * create a channel, read its status, and look up a fid's custody address.
 */
export function createFarcasterRelayClient({
  relayUrl,
  idRegistryRpcUrl,
  fetch: fetchImpl = fetch,
}: FarcasterSettings) {
  const call = async (path: string, init: RequestInit = {}) => {
    if (!relayUrl) throw unavailable()
    try {
      return await fetchImpl(`${relayUrl.replace(/\/$/, '')}${path}`, {
        ...init,
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw unavailable(error)
    }
  }
  const json = async <T>(response: Response, schema: z.ZodType<T>) => {
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw unavailable(parsed.error)
    return parsed.data
  }
  const registry = idRegistryRpcUrl
    ? createPublicClient({ transport: http(idRegistryRpcUrl) })
    : undefined
  return {
    async createChannel(request: {
      siweUri: string
      domain: string
      nonce: string
      expirationTime: string
    }) {
      const response = await call('/v1/channel', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      })
      if (response.status !== 201 && response.status !== 200) throw unavailable(response.status)
      return json(response, channelAnswer)
    },
    /** The channel's status; an expired or unknown channel throws 'farcaster_expired'. */
    async status(channelToken: string): Promise<FarcasterStatus> {
      const response = await call('/v1/channel/status', {
        headers: { authorization: `Bearer ${channelToken}` },
      })
      if (response.status === 401 || response.status === 404) throw farcasterExpired()
      if (response.status !== 200 && response.status !== 202) throw unavailable(response.status)
      return json(response, statusAnswer)
    },
    /** The fid's custody address, or null when the fid does not exist. */
    async custodyOf(fid: number): Promise<Address | null> {
      if (registry) {
        const custody = await registry
          .readContract({
            address: FARCASTER_ID_REGISTRY,
            abi: parseAbi(['function custodyOf(uint256 fid) view returns (address)']),
            functionName: 'custodyOf',
            args: [BigInt(fid)],
          })
          .catch((error: unknown) => {
            throw unavailable(error)
          })
        return isAddressEqual(custody, zeroAddress) ? null : custody
      }
      const response = await call(`/v1/custody?fid=${fid}`)
      if (response.status === 404) return null
      if (!response.ok) throw unavailable(response.status)
      return (await json(response, custodyAnswer)).custody as Address
    },
  }
}

const invalid = (reason: string) => new ApiError(400, 'farcaster_invalid', reason)

/**
 * Checks a completed sign-in the way Farcaster's auth client does: a SIWF (EIP-4361) message for
 * our domain and this request's nonce, still valid, naming the fid, signed by that fid's custody
 * address. Every failure is a 400 'farcaster_invalid' (or 'farcaster_expired') with its reason.
 */
export async function verifyFarcasterSignIn(
  signIn: { message: string; signature: string; fid: number },
  expected: {
    domain: string
    nonce: string
    now: number
    custodyOf: (fid: number) => Promise<Address | null>
  },
) {
  const message = parseSiweMessage(signIn.message)
  if (!message.address || !message.domain || !message.nonce || !message.uri)
    throw invalid('The Farcaster sign-in message is malformed.')
  if (message.statement !== STATEMENT || message.chainId !== FARCASTER_CHAIN_ID)
    throw invalid('This is not a Farcaster sign-in message.')
  if (message.domain !== expected.domain)
    throw invalid(
      `This Farcaster sign-in was made for ${message.domain.slice(0, 100)}, not ${expected.domain}.`,
    )
  if (message.nonce !== expected.nonce)
    throw invalid('This Farcaster sign-in belongs to another request.')
  const now = new Date(expected.now)
  if (message.expirationTime && !(message.expirationTime > now)) throw farcasterExpired()
  if (message.notBefore && !(message.notBefore <= now))
    throw invalid('This Farcaster sign-in is not valid yet.')
  if (!message.resources?.includes(`farcaster://fid/${signIn.fid}`))
    throw invalid(`The Farcaster sign-in message is not for fid ${signIn.fid}.`)
  const signed = await verifyMessage({
    address: message.address,
    message: signIn.message,
    signature: signIn.signature as Hex,
  }).catch(() => false)
  if (!signed) throw invalid('The Farcaster signature is not valid.')
  const custody = await expected.custodyOf(signIn.fid)
  if (!custody || !isAddressEqual(custody, message.address))
    throw invalid(`The message is not signed by the custody address of fid ${signIn.fid}.`)
  return { fid: signIn.fid, address: message.address }
}
