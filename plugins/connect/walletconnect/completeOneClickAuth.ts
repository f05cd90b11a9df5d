import type { WalletConnectClient } from './loadSignClient.ts'
import type {
  WalletConnectAuthenticateRequest,
  WalletConnectAuthenticator,
  WalletConnectCacao,
} from './WalletConnectAuthenticator.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'

/**
 * The eip155 chain id a CACAO's issuer (`did:pkh:eip155:<chain>:<address>`) names, or
 * `undefined` when it names none.
 *
 * @example
 * cacaoChainId({ p: { iss: 'did:pkh:eip155:8453:0xf39F…' } }) // 8453
 */
export function cacaoChainId(cacao: Pick<WalletConnectCacao, 'p'> | undefined) {
  const [did, method, namespace, reference] = cacao?.p.iss.split(':') ?? []
  const chainId = Number(reference)
  return did === 'did' &&
    method === 'pkh' &&
    namespace === 'eip155' &&
    Number.isSafeInteger(chainId)
    ? chainId
    : undefined
}

export type CompleteOneClickAuthParameters = {
  client: WalletConnectClient
  session: WalletConnectSession
  cacaos: readonly WalletConnectCacao[]
  request: WalletConnectAuthenticateRequest
  authenticator: WalletConnectAuthenticator
}

/**
 * Hands the wallet's sign-in to the authenticator: the CACAO for the session's account and chain
 * (a wallet may sign one per chain), with the EIP-4361 text sign-client formats from it. Resolves
 * whether the account is signed in; rejects when the authenticator refuses the CACAO.
 *
 * @example
 * const signedIn = await completeOneClickAuth({ client, session, cacaos, request, authenticator })
 */
export async function completeOneClickAuth({
  client,
  session,
  cacaos,
  request,
  authenticator,
}: CompleteOneClickAuthParameters): Promise<boolean> {
  const address = session.accounts[0]
  const cacao = cacaos.find((each) => cacaoChainId(each) === session.chainId) ?? cacaos[0]
  if (!cacao || !address) return false
  const message = client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
  return authenticator.complete({ request, cacao, message, address })
}
