import { useKernel, useObservable } from '@keyport/kernel/react'
import { useMemo } from 'react'
import { requireSiwx } from '../requireSiwx.ts'
import type { SiwxSession } from '../SiwxSession.ts'
import type { SiwxState, SiwxStatus } from '../services/SiwxService.ts'

export type UseSiwxSessionReturnType = {
  status: SiwxStatus
  isSignedIn: boolean
  /** The session covering the connected account and chain. */
  session: SiwxSession | undefined
  /** The bearer token for your backend (server storage only); check it with `verifySiwxSession`. */
  token: string | undefined
  address: string | undefined
  chainId: SiwxState['chainId']
  /** Sign-in is required (cancel disconnects). */
  required: boolean
  /** The last failure as the user saw it. */
  error: string | undefined
  /** Asks the wallet to sign in the connected account; failures are also shown as toasts. */
  signIn(): Promise<SiwxSession | undefined>
  /** Removes the connected account's sessions (server storage revokes them). */
  signOut(): Promise<void>
}

/**
 * The sign-in state of the connected account, for host apps. Throws `SiwxNotEnabledError`
 * ('SIWX is not enabled') when the siwx plugin is not installed.
 *
 * @example
 * const { isSignedIn, token } = useSiwxSession()
 * await fetch('/api/me', { headers: { authorization: `Bearer ${token}` } })
 */
export function useSiwxSession(): UseSiwxSessionReturnType {
  const kernel = useKernel()
  const siwx = useMemo(() => requireSiwx(kernel), [kernel])
  const state = useObservable(siwx.state$, () => siwx.state)
  return useMemo(
    () => ({
      status: state.status,
      isSignedIn: state.status === 'signed-in',
      session: state.session,
      token: state.session?.token,
      address: state.address,
      chainId: state.chainId,
      required: siwx.required,
      error: state.error,
      signIn: () => siwx.signIn(),
      signOut: () => siwx.signOut(),
    }),
    [siwx, state],
  )
}
