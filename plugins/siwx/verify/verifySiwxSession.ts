import { type Session, sessionSchema } from '../schemas.ts'

export type VerifySiwxSessionParameters = {
  /** The data API's base URL, e.g. `http://127.0.0.1:4000`. */
  apiUrl: string
  projectId: string
  /** The token the app sent (`useSiwxSession().token`), or an `Authorization: Bearer …` value. */
  token: string | null | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch
  signal?: AbortSignal
}

export type VerifySiwxSessionReturnType =
  | { valid: true; session: Session }
  | { valid: false; reason: string }

/**
 * For a host app's backend: checks a SIWX session token with the data API. `valid: true` comes
 * with the session (address, chain, expiry; `caipAddress` names the account across namespaces,
 * `eip155:1:0x…` or `solana:5eykt…:<base58>`); otherwise `reason` says why (signed out, expired,
 * not a token of this project). Throws only when the API cannot answer (network, 5xx), so a
 * backend can tell "no" from "not now".
 *
 * @example
 * const result = await verifySiwxSession({
 *   apiUrl: process.env.KEYPORT_API_URL, projectId: 'my-project',
 *   token: request.headers.authorization,
 * })
 * if (!result.valid) return new Response(result.reason, { status: 401 })
 * const { caipAddress } = result.session // 'eip155:1:0x…' or 'solana:5eykt…:<base58>'
 */
export async function verifySiwxSession({
  apiUrl,
  projectId,
  token,
  fetch = globalThis.fetch,
  signal,
}: VerifySiwxSessionParameters): Promise<VerifySiwxSessionReturnType> {
  const bare = token?.replace(/^Bearer\s+/i, '').trim()
  if (!bare) return { valid: false, reason: 'No session token was sent.' }
  const url = new URL('/v1/sessions/verify', apiUrl)
  url.searchParams.set('projectId', projectId)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ token: bare }),
    signal,
  })
  const body: unknown = await response.json().catch(() => undefined)
  if (response.status >= 500 || response.status === 429)
    throw new Error(`The Keyport data API could not verify the session (HTTP ${response.status}).`)
  if (!response.ok) {
    const reason = (body as { reasons?: { description?: unknown }[] } | undefined)?.reasons?.[0]
      ?.description
    return { valid: false, reason: typeof reason === 'string' ? reason : `HTTP ${response.status}` }
  }
  const session = sessionSchema.safeParse(body)
  if (!session.success) throw new Error('The Keyport data API sent an invalid session.')
  return { valid: true, session: session.data }
}
