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
    <section className="action-group" aria-label="Sign-in status">
      <h3 className="group-title">Sign in with wallet (SIWX)</h3>
      {isSignedIn && address ? (
        <>
          <p className="status-line">
            <span className="dot dot--on" aria-hidden="true" />
            Signed in as {short(address)} on {chainId}
            {token ? <> · token {short(token)}</> : null}
          </p>
          <div className="button-row">
            {token ? (
              <button type="button" className="btn btn-secondary" onClick={() => void verify()}>
                Check session with backend
              </button>
            ) : null}
            <button type="button" className="btn btn-secondary" onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="status-line">
            <span className="dot" aria-hidden="true" />
            {status === 'checking' ? 'Checking sign-in…' : 'Not signed in'}
          </p>
          {status === 'needed' ? (
            <div className="button-row">
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => modal.open({ view: 'SIWXSignMessage' })}
              >
                Sign in
              </button>
            </div>
          ) : null}
        </>
      )}
      {check ? (
        <p className="note" role="status">
          {check}
        </p>
      ) : null}
    </section>
  )
}
