import { useKernel, useT } from '@keyport/kernel/react'
import type { AccountAction } from '../services/AccountActions.ts'

/** A contributed Account-view button: its icon (when given) and label; a click opens its view. */
export function AccountActionButton({ action }: { action: AccountAction }) {
  const t = useT()
  const { router } = useKernel()
  return (
    <button
      type="button"
      className="kp-button kp-button--secondary"
      data-testid={`account-action-${action.id}`}
      onClick={() => router.push(action.view)}
    >
      {action.icon ? <img src={action.icon} alt="" width={16} height={16} /> : null}
      {t(action.label)}
    </button>
  )
}
