import type { WalletFeature } from '@keyport/kernel'
import {
  BuyIcon,
  ChevronRightIcon,
  type IconProps,
  ReceiveIcon,
  SendIcon,
  SwapIcon,
} from '@keyport/kernel/icons'
import { useKernel, useT } from '@keyport/kernel/react'
import type { ComponentType } from 'react'
import type { AccountAction } from '../services/AccountActions.ts'

const featureIcons: Record<WalletFeature, ComponentType<IconProps>> = {
  onramp: BuyIcon,
  swaps: SwapIcon,
  receive: ReceiveIcon,
  send: SendIcon,
}

/** The action's own image (`icon`), else its wallet feature's glyph. */
function ActionIcon({ action }: { action: AccountAction }) {
  if (action.icon) return <img src={action.icon} alt="" width={20} height={20} />
  const Icon = action.feature ? featureIcons[action.feature] : undefined
  return Icon ? <Icon size={20} /> : null
}

/**
 * A contributed Account-view action; a click opens its view. A wallet feature (Buy, Swap, Receive,
 * Send) is a round icon over its label in the actions row; any other action is a menu row.
 */
export function AccountActionButton({ action }: { action: AccountAction }) {
  const t = useT()
  const { router } = useKernel()
  const open = () => router.push(action.view)
  if (action.feature)
    return (
      <button
        type="button"
        className="kp-account-action"
        data-testid={`account-action-${action.id}`}
        onClick={open}
      >
        <span className="kp-account-action-icon">
          <ActionIcon action={action} />
        </span>
        {t(action.label)}
      </button>
    )
  return (
    <button
      type="button"
      className="kp-menu-row"
      data-testid={`account-action-${action.id}`}
      onClick={open}
    >
      {action.icon ? <ActionIcon action={action} /> : <span className="kp-menu-icon-spacer" />}
      <span className="kp-row-label">{t(action.label)}</span>
      <span className="kp-flip" aria-hidden="true">
        <ChevronRightIcon size={16} />
      </span>
    </button>
  )
}
