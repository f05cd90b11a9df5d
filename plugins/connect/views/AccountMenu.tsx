import { DisconnectIcon, RefreshIcon } from '@keyport/kernel/icons'
import { useT } from '@keyport/kernel/react'
import type { AccountAction } from '../services/AccountActions.ts'
import { AccountActionButton } from './AccountActionButton.tsx'

/**
 * The Account view's quieter actions as menu rows under the tabs: the contributed ones that are
 * not wallet features (Choose name, Export wallet, …), refreshing the balances, and disconnecting.
 */
export function AccountMenu({
  actions,
  refreshing,
  onRefresh,
  onDisconnect,
}: {
  actions: readonly AccountAction[]
  refreshing: boolean
  onRefresh(): void
  onDisconnect(): void
}) {
  const t = useT()
  return (
    <div className="kp-stack kp-account-menu">
      {actions.map((action) => (
        <AccountActionButton key={action.id} action={action} />
      ))}
      <button type="button" className="kp-menu-row" disabled={refreshing} onClick={onRefresh}>
        <RefreshIcon size={20} />
        <span className="kp-row-label">{t('account.refresh')}</span>
      </button>
      <button type="button" className="kp-menu-row kp-menu-row--danger" onClick={onDisconnect}>
        <DisconnectIcon size={20} />
        <span className="kp-row-label">{t('account.disconnect')}</span>
      </button>
    </div>
  )
}
