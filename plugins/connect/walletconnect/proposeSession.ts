import type { Network } from '../connectors/networks.ts'
import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import type { WalletConnectClient } from './loadSignClient.ts'
import { EVM_METHODS, proposalNamespaces } from './proposalNamespaces.ts'
import type { ApprovedSession } from './startPairing.ts'
import type {
  WalletConnectAuthenticateRequest,
  WalletConnectCacao,
} from './WalletConnectAuthenticator.ts'

/** An approved session and, when the wallet signed in while pairing, its CACAOs. */
export type PairedSession = { session: ApprovedSession; cacaos?: readonly WalletConnectCacao[] }

export type ProposeSessionParameters = {
  networks: readonly Network[]
  solanaNetworks: readonly SolanaNetwork[]
  /** Proposes `wc_sessionAuthenticate` with this sign-in instead of a plain session. */
  authenticate?: WalletConnectAuthenticateRequest
}

/**
 * Starts one pairing: a plain session proposal, or with `authenticate` a one-click auth request
 * (sign-client sends a plain proposal on the same pairing too, which a wallet without one-click
 * auth answers; the result then has no CACAOs). The ReCap asks for the methods a plain proposal
 * asks for, so either way the session can sign and switch chains.
 *
 * @example
 * const { uri, approval } = await proposeSession(client, { networks, solanaNetworks: [] })
 */
export async function proposeSession(
  client: WalletConnectClient,
  { networks, solanaNetworks, authenticate }: ProposeSessionParameters,
): Promise<{ uri?: string; approval: () => Promise<PairedSession> }> {
  if (!authenticate) {
    const { uri, approval } = await client.connect({
      optionalNamespaces: proposalNamespaces(networks, solanaNetworks),
    })
    return { uri, approval: async () => ({ session: await approval() }) }
  }
  const { uri, response } = await client.authenticate({ ...authenticate, methods: EVM_METHODS })
  return {
    uri,
    approval: async () => {
      const { session, auths } = await response()
      // A ReCap that granted nothing leaves no session: as good as a refusal.
      if (!session) throw new Error('The wallet signed in but granted no session.')
      return { session, cacaos: auths }
    },
  }
}
