import { formatSiwxMessage } from '@keyport/siwx/message'
import { createSolanaTestKey, solanaMainnet } from '../../support/siws.ts'

export type ApiAnswer = {
  status: number
  retryAfter: string | null
  body: Record<string, unknown> & { code?: string }
}

let nextClient = 1

/**
 * A client address no other request of the run uses (10.x.y.z), sent as X-Forwarded-For: the
 * instances trust 127.0.0.1, so each request is its own client for the rate limits unless a
 * test reuses one on purpose.
 */
export const freshClientIp = () => {
  const n = nextClient++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/**
 * Calls the data API at `baseUrl` for project keyport-dev as client `ip` (a fresh one by
 * default). Network errors reject; answers of any status resolve.
 *
 * @example
 * const health = await callApi(cluster.url, 'GET', '/health')
 */
export async function callApi(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  { body, ip = freshClientIp() }: { body?: unknown; ip?: string } = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl}${path}?projectId=keyport-dev`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let parsed: ApiAnswer['body'] = {}
  try {
    parsed = JSON.parse(text) as ApiAnswer['body']
  } catch {
    parsed = { text }
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: parsed }
}

/**
 * Signs in with a fresh Solana key (Sign-In With Solana needs no chain) at `baseUrl`; resolves
 * with the session's id, its token and the session as the API answered it.
 *
 * @example
 * const { id, token } = await signInWithSolana(cluster.instances[0].url)
 */
export async function signInWithSolana(baseUrl: string) {
  const key = await createSolanaTestKey()
  const nonce = await callApi(baseUrl, 'POST', '/v1/sessions/nonce')
  const message = formatSiwxMessage({
    domain: '127.0.0.1:5173',
    accountAddress: key.address,
    chainId: solanaMainnet,
    uri: 'http://127.0.0.1:5173/',
    version: '1',
    nonce: String(nonce.body.nonce),
    issuedAt: new Date().toISOString(),
  })
  const created = await callApi(baseUrl, 'POST', '/v1/sessions', {
    body: {
      address: key.address,
      chainId: solanaMainnet,
      message,
      signature: await key.signMessage(message),
    },
  })
  if (created.status !== 200)
    throw new Error(`Sign-in failed: ${created.status} ${JSON.stringify(created.body)}`)
  const { token, ...session } = created.body
  return { id: String(session.id), token: String(token), session }
}
