import { useNetwork } from '@keyport/connect'
import { useKernel, useObservable, useService, useStyles, useT } from '@keyport/kernel/react'
import { siwxToken } from '../tokens.ts'
import { siwxCss, siwxStylesId } from './siwxStyles.ts'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * SIWXSignMessage (spec section 2): asks the connected account to sign in. While sign-in is
 * required and there is no session it does not close (its `canClose`); Cancel then disconnects.
 */
export default function SIWXSignMessageView() {
  useStyles(siwxStylesId, siwxCss)
  const t = useT()
  const { options, modal } = useKernel()
  const siwx = useService(siwxToken)
  const { network, solanaNetwork } = useNetwork()
  const { status, address } = useObservable(siwx.state$, () => siwx.state)
  const app = options.metadata?.name ?? location.host

  if (status === 'signed-in' && address)
    return (
      <div className="kp-stack kp-siwx">
        <p className="kp-text" title={address}>
          {t('siwx.signedIn', { address: short(address) })}
        </p>
        <button type="button" className="kp-button" onClick={() => modal.close({ force: true })}>
          {t('siwx.done')}
        </button>
      </div>
    )

  const signing = status === 'signing'
  return (
    <div className="kp-stack kp-siwx">
      <p className="kp-text kp-text--strong">{t('siwx.heading', { app })}</p>
      <p className="kp-text">{t('siwx.body')}</p>
      {address ? (
        <p className="kp-text kp-text--muted" data-testid="siwx-account" title={address}>
          {t('siwx.account', {
            address: short(address),
            network: (network ?? solanaNetwork)?.name ?? '',
          })}
        </p>
      ) : null}
      {siwx.required ? <p className="kp-text kp-text--muted">{t('siwx.cancelRequired')}</p> : null}
      <div role="status" className="kp-text kp-text--muted">
        {signing ? t('siwx.waiting') : ''}
      </div>
      <div className="kp-siwx-actions">
        <button
          type="button"
          className="kp-button kp-button--secondary"
          onClick={() => void siwx.cancel()}
        >
          {t('siwx.cancel')}
        </button>
        <button
          type="button"
          className="kp-button"
          disabled={signing || status === 'checking'}
          aria-busy={signing}
          onClick={() => siwx.signIn().catch(() => {})}
        >
          {signing ? (
            <>
              <span className="kp-spinner kp-spinner--small" aria-hidden="true" />
              {t('siwx.signing')}
            </>
          ) : (
            t('siwx.sign')
          )}
        </button>
      </div>
    </div>
  )
}
