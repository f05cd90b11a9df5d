import { formatSiwxMessage, type SiwxMessageData } from '@keyport/siwx/message'
import { getBase58Decoder } from '@solana/codecs-strings'

/** Solana mainnet as CAIP-2 names it; the local chain stands in for it. */
export const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const base58 = getBase58Decoder()

/**
 * A fresh Ed25519 key made by WebCrypto, as a Solana wallet holds one: its base58 address and
 * `signMessage`, the base58 signature of the message's UTF-8 bytes (what `solana:signMessage`
 * answers, encoded for `POST /v1/sessions`).
 *
 * @example
 * const alice = await createSolanaTestKey()
 * const signature = await alice.signMessage(message)
 */
export async function createSolanaTestKey() {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey))
  return {
    address: base58.decode(publicKey),
    async signMessage(message: string) {
      const signature = await crypto.subtle.sign(
        'Ed25519',
        keys.privateKey,
        new TextEncoder().encode(message),
      )
      return base58.decode(new Uint8Array(signature))
    },
  }
}

export type SolanaTestKey = Awaited<ReturnType<typeof createSolanaTestKey>>

export type SiwsAnswer = {
  status: number
  body: Record<string, unknown> & { code?: string; reasons?: { description: string }[] }
}

/**
 * Sign-In With Solana against a data API at `apiUrl` as the app on `127.0.0.1:5173` would do
 * it: a nonce from the API, a CAIP-122 message, the key's signature, `POST /v1/sessions`.
 *
 * @example
 * const siws = siwsClient(api.url)
 * const answer = await siws.post(await siws.signIn(alice))
 */
export function siwsClient(apiUrl: string, projectId = 'keyport-dev') {
  const call = async (method: string, path: string, body?: unknown): Promise<SiwsAnswer> => {
    const response = await fetch(`${apiUrl}${path}?projectId=${projectId}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as SiwsAnswer['body'] }
  }
  const nonce = async () => (await call('POST', '/v1/sessions/nonce')).body.nonce as string
  return {
    call,
    nonce,
    post: (body: unknown) => call('POST', '/v1/sessions', body),
    /** The body of a sign-in by `key`, its message changed by `overrides`, signed by `signer`. */
    async signIn(key: SolanaTestKey, overrides: Partial<SiwxMessageData> = {}, signer = key) {
      const message = formatSiwxMessage({
        domain: '127.0.0.1:5173',
        accountAddress: key.address,
        chainId: solanaMainnet,
        uri: 'http://127.0.0.1:5173/',
        version: '1',
        nonce: overrides.nonce ?? (await nonce()),
        issuedAt: new Date().toISOString(),
        ...overrides,
      })
      return {
        address: key.address,
        chainId: overrides.chainId ?? solanaMainnet,
        message,
        signature: await signer.signMessage(message),
      }
    },
  }
}

/** The first reason of an API refusal, as the client shows it. */
export const reasonOf = (answer: SiwsAnswer) => answer.body.reasons?.[0]?.description ?? ''
