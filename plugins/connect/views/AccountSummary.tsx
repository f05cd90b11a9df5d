import { AddressAvatar } from '@keyport/kernel/icons'
import { useKernel, useT } from '@keyport/kernel/react'
import type { ReactNode } from 'react'
import type { AccountData } from '../services/AccountDataService.ts'
import { CopyAddressButton } from './CopyAddressButton.tsx'
import { formatAmount } from './TokenList.tsx'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * The top of the Account view: avatar (the name's image, or a gradient from the address), name
 * or short address with a copy button, native balance (or why it is missing), the tokens' total
 * value, and the network chip.
 */
export function AccountSummary({
  address,
  label,
  data,
  symbol,
  network,
}: {
  /** The 0x or base58 address. */
  address: string
  /** The account's name, or its shortened address. */
  label: string
  data: AccountData
  /** The network's coin, while the balance list has not said it. */
  symbol: string
  /** The network chip. */
  network: ReactNode
}) {
  const t = useT()
  const { i18n } = useKernel()
  const total = data.balances.reduce((sum, token) => sum + (token.value || 0), 0)
  return (
    <div className="kp-account-header">
      <span className="kp-account-avatar">
        {data.profileImage ? (
          <WalletIcon src={data.profileImage} name={label} size={64} />
        ) : (
          <AddressAvatar address={address} size={64} />
        )}
      </span>
      <div className="kp-account-name">
        <p className="kp-account-name-text" title={address} data-testid="account-name">
          {label}
        </p>
        <CopyAddressButton address={address} />
      </div>
      {data.balance !== undefined ? (
        <p className="kp-account-balance" data-testid="account-balance">
          {t('account.tokenValue', {
            quantity: formatAmount(i18n, data.balance),
            symbol: data.balanceSymbol ?? symbol,
          })}
        </p>
      ) : null}
      {total > 0 ? (
        <p className="kp-account-total kp-text">
          {t('account.total', {
            value: i18n.formatNumber(total, { style: 'currency', currency: 'USD' }),
          })}
        </p>
      ) : null}
      {data.balanceError ? (
        <p className="kp-text kp-text--muted" role="status">
          {data.balanceError}
        </p>
      ) : null}
      {network}
    </div>
  )
}
