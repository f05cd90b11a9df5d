import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { concat, type Hex, keccak256, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import * as z from 'zod'
import { ApiError } from '../../api/http/ApiError.ts'
import { readFormBody } from '../../api/http/readFormBody.ts'
import { readJsonBody } from '../../api/http/readJsonBody.ts'
import { escapeHtml } from '../../api/onramp/escapeHtml.ts'
import { parseInput, queryOf, renderPage, sendHtml, sendJson } from '../idpHttp.ts'
import { createMemoryFarcasterStore } from './createMemoryFarcasterStore.ts'
import type {
  FarcasterChannel as Channel,
  FarcasterSignIn,
  FarcasterStore,
} from './FarcasterStore.ts'

export type CreateFarcasterRelayParameters = {
  /** Where this server is reached; the sign-in links (the QR code) point here. */
  publicUrl: string
  /** How long a channel lives, like the real relay's. @default 300_000 */
  channelTtlMs?: number
  now?: () => number
  /** At most this many live channels (the memory store only). @default 10_000 */
  maxChannels?: number
  /**
   * Where channels and the dev fid registry live; Redis (`createRedisFarcasterStore`) lets
   * several IdP processes share them. @default this process's memory
   */
  store?: FarcasterStore
}

const FARCASTER_CHAIN_ID = 10
const STATEMENT = 'Farcaster Auth'
const tokenSchema = z.string().regex(/^[0-9a-f-]{36}$/, 'Expected a channel token')
const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,15}$/,
    'Expected a Farcaster username: 1 to 16 lower-case letters, digits or hyphens',
  )
const fidSchema = z.coerce
  .number()
  .int('Expected a whole fid')
  .min(1, 'Expected a fid of 1 or more')
  .max(1_000_000_000, 'Expected a fid below 1000000000')
const isoDate = z.iso.datetime({ offset: true })

const createChannelBody = z.object({
  siweUri: z.url().max(512),
  domain: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'Expected a domain like app.example or 127.0.0.1:5174'),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/, 'Expected 8 to 64 letters or digits')
    .optional(),
  notBefore: isoDate.optional(),
  expirationTime: isoDate.optional(),
  requestId: z.string().max(128).optional(),
})
const authenticateBody = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,1024}$/, 'Expected a 0x signature'),
  fid: fidSchema,
  username: usernameSchema,
  displayName: z.string().max(64).optional(),
  bio: z.string().max(256).optional(),
  pfpUrl: z.string().max(512).optional(),
})
const approveForm = z.object({
  channelToken: tokenSchema,
  username: usernameSchema,
  fid: z.union([z.literal(''), fidSchema]).optional(),
})

/**
 * A local stand-in for the Farcaster auth relay ("Sign In With Farcaster", Farcaster Connect),
 * with the real relay's API:
 *
 * - `POST /v1/channel` `{ siweUri, domain, nonce?, notBefore?, expirationTime?, requestId? }` →
 *   201 `{ channelToken, url, nonce }`; `url` is the sign-in link the app shows as a QR code;
 * - `GET /v1/channel/status` (`Authorization: Bearer <channelToken>`) → 202 `{ state: 'pending' }`
 *   or 200 `{ state: 'completed', message, signature, fid, username, custody, … }`; 401 once the
 *   channel expired;
 * - `POST /v1/channel/authenticate` (bearer too): what the phone app posts when the user approves.
 *
 * `GET /farcaster/connect?channelToken=` plays the phone app: a dev user picks a username (and a
 * fid), approves, and the page signs the SIWF (EIP-4361) message with that fid's custody key.
 * `GET /v1/custody?fid=` stands in for the Id Registry's `custodyOf(fid)` on Optimism.
 *
 * @example
 * const relay = createFarcasterRelay({ publicUrl: 'http://127.0.0.1:4002' })
 * createServer((req, res) => relay.handle(req, res) || notFound(res))
 */
export function createFarcasterRelay({
  publicUrl,
  channelTtlMs = 300_000,
  now = Date.now,
  maxChannels = 10_000,
  store = createMemoryFarcasterStore({ now, maxChannels }),
}: CreateFarcasterRelayParameters) {
  // Custody keys are derived from the store's seed: a fid keeps its key while the store lives.
  const custodyOf = (fid: number) =>
    privateKeyToAccount(keccak256(concat([store.seed, numberToHex(fid, { size: 32 })])))

  const channelOf = async (token: string) => {
    const channel = await store.find(token)
    if (!channel || channel.expiresAt <= now()) {
      throw new ApiError(
        401,
        'channel_expired',
        'This sign-in channel has expired or does not exist. Start a new sign-in.',
      )
    }
    return channel
  }
  const bearer = (request: IncomingMessage) => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')
    if (!match)
      throw new ApiError(
        401,
        'channel_token_missing',
        'Send the channel token as "Authorization: Bearer <channelToken>".',
      )
    return parseInput(tokenSchema, match[1], 'query')
  }
  const connectUrl = (token: string) =>
    `${publicUrl}/farcaster/connect?channelToken=${encodeURIComponent(token)}`
  const statusOf = (channel: Channel) => ({
    state: channel.signIn ? ('completed' as const) : ('pending' as const),
    nonce: channel.nonce,
    url: connectUrl(channel.token),
    ...(channel.signIn ? { ...channel.signIn, verifications: [] as string[] } : {}),
  })

  /** The phone app's part: builds and signs the SIWF message for the channel. */
  const approve = async (channel: Channel, username: string, fid?: number) => {
    const chosen = await store.register(username, fid)
    const custody = custodyOf(chosen)
    const message = createSiweMessage({
      domain: channel.domain,
      address: custody.address,
      statement: STATEMENT,
      uri: channel.siweUri,
      version: '1',
      chainId: FARCASTER_CHAIN_ID,
      nonce: channel.nonce,
      issuedAt: new Date(now()),
      ...(channel.notBefore ? { notBefore: new Date(channel.notBefore) } : {}),
      ...(channel.expirationTime ? { expirationTime: new Date(channel.expirationTime) } : {}),
      ...(channel.requestId ? { requestId: channel.requestId } : {}),
      resources: [`farcaster://fid/${chosen}`],
    })
    const signIn: FarcasterSignIn = {
      message,
      signature: await custody.signMessage({ message }),
      fid: chosen,
      username,
      displayName: username,
      bio: '',
      pfpUrl: '',
      custody: custody.address,
    }
    if (!(await store.complete(channel.token, signIn))) throw alreadyApproved()
    return signIn
  }

  const phonePage = (status: number, body: string, response: ServerResponse) =>
    sendHtml(response, status, renderPage('Farcaster (dev phone)', body))

  async function route(request: IncomingMessage, response: ServerResponse, pathname: string) {
    const method = request.method ?? 'GET'
    if (pathname === '/v1/channel' && method === 'POST') {
      const body = parseInput(createChannelBody, await readJsonBody(request, 8_192), 'body')
      const channel: Channel = {
        token: randomUUID(),
        domain: body.domain,
        siweUri: body.siweUri,
        nonce: body.nonce ?? randomBytes(12).toString('hex'),
        notBefore: body.notBefore,
        expirationTime: body.expirationTime,
        requestId: body.requestId,
        expiresAt: now() + channelTtlMs,
      }
      if (!(await store.open(channel, channelTtlMs)))
        throw new ApiError(503, 'too_many_channels', 'Too many open sign-ins. Try again later.')
      return sendJson(response, 201, {
        channelToken: channel.token,
        url: connectUrl(channel.token),
        nonce: channel.nonce,
      })
    }
    if (pathname === '/v1/channel/status' && method === 'GET') {
      const status = statusOf(await channelOf(bearer(request)))
      return sendJson(response, status.state === 'completed' ? 200 : 202, status)
    }
    if (pathname === '/v1/channel/authenticate' && method === 'POST') {
      const channel = await channelOf(bearer(request))
      const body = parseInput(authenticateBody, await readJsonBody(request, 16_384), 'body')
      if (channel.signIn) throw alreadySignedIn()
      await store.register(body.username, body.fid)
      const signIn: FarcasterSignIn = {
        message: body.message,
        signature: body.signature as Hex,
        fid: body.fid,
        username: body.username,
        displayName: body.displayName ?? body.username,
        bio: body.bio ?? '',
        pfpUrl: body.pfpUrl ?? '',
        custody: custodyOf(body.fid).address,
      }
      if (!(await store.complete(channel.token, signIn))) throw alreadySignedIn()
      return sendJson(response, 201, statusOf({ ...channel, signIn }))
    }
    if (pathname === '/v1/custody' && method === 'GET') {
      const { fid } = parseInput(z.object({ fid: fidSchema }), queryOf(request), 'query')
      if (!(await store.isRegistered(fid)))
        throw new ApiError(404, 'fid_unknown', `Fid ${fid} is not registered here.`)
      return sendJson(response, 200, { fid, custody: custodyOf(fid).address })
    }
    if (pathname === '/farcaster/connect' && method === 'GET') {
      const { channelToken } = parseInput(
        z.object({ channelToken: tokenSchema }),
        queryOf(request),
        'query',
      )
      const channel = await channelOf(channelToken)
      if (channel.signIn) return phonePage(200, signedInBody(channel.signIn), response)
      return phonePage(
        200,
        `<h1>Sign in with Farcaster</h1><p>This page plays the Farcaster app on your phone (dev stand-in).</p><dl><dt>Site</dt><dd>${escapeHtml(channel.domain)}</dd><dt>URI</dt><dd>${escapeHtml(channel.siweUri)}</dd></dl><form method="post" action="/farcaster/connect"><input type="hidden" name="channelToken" value="${escapeHtml(channel.token)}"><label for="username">Username</label><input id="username" name="username" value="alice" autocomplete="off" required><label for="fid">Fid</label><input id="fid" name="fid" inputmode="numeric" autocomplete="off" aria-describedby="fid-hint"><small id="fid-hint">Empty: the username's own fid, or a new one.</small><button type="submit">Approve</button></form>`,
        response,
      )
    }
    if (pathname === '/farcaster/connect' && method === 'POST') {
      const form = parseInput(approveForm, await readFormBody(request, 4_096), 'body')
      const channel = await channelOf(form.channelToken)
      if (channel.signIn) throw alreadyApproved()
      const signIn = await approve(channel, form.username, form.fid === '' ? undefined : form.fid)
      return phonePage(200, signedInBody(signIn), response)
    }
    throw new ApiError(404, 'not_found', `No farcaster endpoint at ${method} ${pathname}.`)
  }

  return {
    /** Answers the relay's and the phone page's routes; false for any other path. */
    handle(request: IncomingMessage, response: ServerResponse): false | Promise<void> {
      const { pathname } = new URL(request.url ?? '/', 'http://idp.local')
      if (
        !pathname.startsWith('/v1/channel') &&
        pathname !== '/v1/custody' &&
        !pathname.startsWith('/farcaster/')
      )
        return false
      return route(request, response, pathname).catch((error: unknown) => {
        if (response.headersSent) return
        const known =
          error instanceof ApiError
            ? error
            : new ApiError(500, 'internal', 'Something went wrong in the farcaster stand-in.')
        if (!(error instanceof ApiError)) console.error('[idp] farcaster', error)
        if (pathname.startsWith('/farcaster/'))
          return phonePage(
            known.status,
            `<h1>Sign-in failed</h1><p class="error">${escapeHtml(known.message)}</p>`,
            response,
          )
        sendJson(response, known.status, known.toBody())
      })
    },
    /** The custody address of a fid (the dev registry), for tests. */
    custodyOf: (fid: number) => custodyOf(fid).address,
  }
}

const alreadySignedIn = () =>
  new ApiError(409, 'channel_completed', 'This channel is already signed in.')
const alreadyApproved = () =>
  new ApiError(409, 'channel_completed', 'This sign-in is already approved.')

const signedInBody = (signIn: FarcasterSignIn) =>
  `<h1>Signed in</h1><p role="status">Signed in as @${escapeHtml(signIn.username)} (fid ${signIn.fid}). Go back to the app.</p>`
