import { buildAuthObject, formatMessage } from '@walletconnect/utils'
import type { Hex } from 'viem'

/** What a wallet signs for `wc_sessionAuthenticate`: the request's payload (sign-client's `AuthTypes.PayloadParams`). */
export type CacaoPayload = Parameters<typeof buildAuthObject>[0]
export type Cacao = ReturnType<typeof buildAuthObject>

export type SignCacaoParameters = {
  payload: CacaoPayload
  /** The signing account on a chain, e.g. `eip155:1`. */
  chain: string
  address: Hex
  /** personal_sign of the EIP-4361 text. */
  sign: (message: string) => Promise<Hex>
}

/**
 * Signs a one-click auth payload as a wallet does: the EIP-4361 text WalletConnect formats for
 * the issuer `did:pkh:<chain>:<address>`, signed with personal_sign, as a CAIP-74 CACAO.
 * Attack tests use it to sign payloads the app never asked for.
 *
 * @example
 * const cacao = await signCacao({ payload, chain: 'eip155:1', address, sign: (m) => account.signMessage({ message: m }) })
 */
export async function signCacao({ payload, chain, address, sign }: SignCacaoParameters) {
  const iss = `did:pkh:${chain}:${address}`
  const signature = await sign(formatMessage(payload, iss))
  return buildAuthObject(payload, { t: 'eip191', s: signature }, iss)
}

/**
 * The EIP-4361 text a CACAO stands for, as sign-client's `formatAuthMessage` makes it.
 *
 * @example
 * cacaoMessage(cacao) // 'app.example wants you to sign in with your Ethereum account:\n0x…'
 */
export const cacaoMessage = (cacao: Cacao) => formatMessage(cacao.p, cacao.p.iss)
