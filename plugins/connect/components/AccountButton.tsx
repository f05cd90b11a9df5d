import { useModal, useT } from '@keyport/kernel/react'
import type { ButtonHTMLAttributes } from 'react'
import { accountAddress } from '../hooks/accountAddress.ts'
import { shortenAddress } from '../hooks/shortenAddress.ts'
import { useAccount } from '../hooks/useAccount.ts'

export type AccountButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>

/**
 * Shows the connected address (EVM or Solana), shortened, and opens the Account view. Renders nothing while
 * disconnected.
 *
 * @example
 * <AccountButton />
 */
export function AccountButton({ className, ...rest }: AccountButtonProps) {
  const t = useT()
  const { open, isOpen } = useModal()
  const address = accountAddress(useAccount())
  if (!address) return null
  return (
    <button
      type="button"
      {...rest}
      className={className ?? 'kp-account-button'}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={t('button.account', { address })}
      onClick={() => open({ view: 'Account' })}
    >
      {shortenAddress(address)}
    </button>
  )
}
