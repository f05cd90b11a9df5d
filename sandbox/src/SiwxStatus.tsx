import { useModal } from '@keyport/kernel/react'
import { useSiwxSession } from '@keyport/siwx'
import { useState } from 'react'
import { stackUrls } from './stackUrls'

const short = (text: string) => `${text.slice(0, 6)}…${text.slice(-4)}`

/**
 * What a host app sees of SIWX: whether the connected account is signed in, its session token,
 * the check a backend makes with that token (`verifySiwxSession`), and sign-in and sign-out.
 * Sign-in opens the modal's SIWXSignMessage view, where the wallet's answer is shown.
 */
export function SiwxStatus() {
  const { status, isSignedIn, address, chainId, token, signOut } = useSiwxSession()
  const modal = useModal()
  const [check, setCheck] = useState<string>()
  if (status === 'idle') return null

  const verify = async () => {
    setCheck('Checking…')
    // Loaded on use: a backend helper, shown here because the sandbox has no backend of its own.
    const { verifySiwxSession } = await import('@keyport/siwx/verify')
    const result = await verifySiwxSession({
      apiUrl: stackUrls.api,
      projectId: 'keyport-dev',
      token,
    }).catch((error: unknown) => ({ valid: false as const, reason: String(error) }))
    setCheck(
      result.valid
        ? `Backend: valid until ${result.session.expiresAt}`
        : `Backend: ${result.reason}`,
    )
  }

  return (
    <section className="siwx-status" aria-label="Sign-in status">
      {isSignedIn && address ? (
        <>
          <p>
            Signed in as {short(address)} on {chainId}
            {token ? <> · token {short(token)}</> : null}
          </p>
          {token ? (
            <button type="button" onClick={() => void verify()}>
              Check session with backend
            </button>
          ) : null}
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </>
      ) : (
        <>
          <p>{status === 'checking' ? 'Checking sign-in…' : 'Not signed in'}</p>
          {status === 'needed' ? (
            <button type="button" onClick={() => modal.open({ view: 'SIWXSignMessage' })}>
              Sign in
            </button>
          ) : null}
        </>
      )}
      {check ? <p role="status">{check}</p> : null}
    </section>
  )
}
