import { useT } from '@keyport/kernel/react'

/**
 * ApproveTransaction: the secure frame shows its own approval card over this view; closing the
 * modal rejects the open signing requests.
 */
export default function ApproveTransactionView() {
  const t = useT()
  return (
    <div
      className="kp-stack"
      role="status"
      style={{ alignItems: 'center', textAlign: 'center', minHeight: 200 }}
    >
      <span className="kp-spinner" aria-hidden="true" />
      <p className="kp-text kp-text--muted">{t('approve.hint')}</p>
    </div>
  )
}
