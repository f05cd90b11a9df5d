import { useKernel, useT } from '@keyport/kernel/react'
import type { AccountData } from '../services/AccountDataService.ts'
import { formatAmount } from './TokenList.tsx'
import { WalletIcon } from './WalletIcon.tsx'

/** The top of the Account view: avatar, name or address, native balance or why it is missing. */
export function AccountSummary({
  address,
  label,
  data,
  symbol,
}: {
  /** The 0x or base58 address. */
  address: string
  /** The account's name, or its shortened address. */
  label: string
  data: AccountData
  /** The network's coin, while the balance list has not said it. */
  symbol: string
}) {
  const t = useT()
  const { i18n } = useKernel()
  return (
    <div className="kp-stack" style={{ alignItems: 'center', textAlign: 'center', gap: 4 }}>
      {data.profileImage ? (
        <WalletIcon src={data.profileImage} name={label} size={64} />
      ) : (
        <span aria-hidden="true" style={avatarStyle(address)} />
      )}
      <p className="kp-text kp-text--strong" title={address} data-testid="account-name">
        {label}
      </p>
      {data.balance !== undefined ? (
        <p className="kp-text" data-testid="account-balance">
          {t('account.tokenValue', {
            quantity: formatAmount(i18n, data.balance),
            symbol: data.balanceSymbol ?? symbol,
          })}
        </p>
      ) : null}
      {data.balanceError ? (
        <p className="kp-text kp-text--muted" role="status">
          {data.balanceError}
        </p>
      ) : null}
    </div>
  )
}

// Two colours from the address's characters: a 0x address and a base58 one alike.
const colourOf = (text: string) => {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `#${(hash & 0xffffff).toString(16).padStart(6, '0')}`
}

/** A placeholder avatar: a gradient drawn from the address, so each account looks its own. */
const avatarStyle = (address: string) => ({
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: `linear-gradient(135deg, ${colourOf(address.slice(0, 8))}, ${colourOf(address.slice(-8))})`,
})
