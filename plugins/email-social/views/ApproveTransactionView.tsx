import { useStyles, useT } from '@keyport/kernel/react'
import { formCss, formStylesId } from './formStyles.ts'

/**
 * ApproveTransaction: the secure frame shows its own approval card over this view; closing the
 * modal rejects the open signing requests.
 */
export default function ApproveTransactionView() {
  useStyles(formStylesId, formCss)
  const t = useT()
  return (
    <div className="kp-stack kp-centered kp-approve-wait" role="status">
      <span className="kp-spinner" aria-hidden="true" />
      <p className="kp-text kp-text--muted">{t('approve.hint')}</p>
    </div>
  )
}
