import { useKernel, useService, useT } from '@keyport/kernel/react'
import { connectionToken } from '../tokens.ts'
import { NetworkList } from './NetworkList.tsx'

/** Shown while the wallet sits on a chain the app does not support; it does not close. */
export default function UnsupportedChainView() {
  const t = useT()
  const { modal, toast } = useKernel()
  const connection = useService(connectionToken)
  return (
    <div className="kp-stack">
      <p className="kp-text">{t('unsupported.body')}</p>
      <NetworkList />
      <button
        type="button"
        className="kp-button kp-button--secondary"
        onClick={() =>
          connection.disconnect().then(
            () => modal.close({ force: true }),
            () => toast.showError(t('account.disconnectFailed')),
          )
        }
      >
        {t('account.disconnect')}
      </button>
    </div>
  )
}
