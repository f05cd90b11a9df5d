import type { WalletKit } from '@reown/walletkit'
import { getSdkError, populateAuthPayload } from '@walletconnect/utils'
import { type Hex, toHex } from 'viem'
import { signCacao } from './signCacao.ts'
import { walletMethods } from './walletMethods.ts'

type Kit = Awaited<ReturnType<typeof WalletKit.init>>

export type AnswerAuthenticateParameters = {
  /** CAIP-2 ids of the chains the wallet offers. */
  chains: string[]
  address: Hex
  /** personal_sign by the wallet's key. */
  personalSign: (hex: Hex) => Promise<Hex>
  /** Declines (4001-style USER_REJECTED) instead of signing. */
  declines: () => boolean
}

/**
 * Makes the wallet answer one-click auth (`wc_sessionAuthenticate`): it signs in on the first
 * chain it shares with the request and grants its methods on the shared chains, so the session
 * settles in the same step. Without this listener the wallet answers the plain proposal that
 * sign-client sends beside it, as a wallet without one-click auth does.
 *
 * @example
 * answerAuthenticate(kit, { chains: ['eip155:1'], address, personalSign, declines: () => false })
 */
export function answerAuthenticate(
  kit: Kit,
  { chains, address, personalSign, declines }: AnswerAuthenticateParameters,
) {
  kit.on('session_authenticate', async ({ id, params }) => {
    if (declines()) {
      await kit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const payload = populateAuthPayload({
      authPayload: params.authPayload,
      chains,
      methods: [...walletMethods],
    })
    const cacao = await signCacao({
      payload,
      chain: payload.chains[0]!,
      address,
      sign: (message) => personalSign(toHex(message)),
    })
    await kit.approveSessionAuthenticate({ id, auths: [cacao] })
  })
}
