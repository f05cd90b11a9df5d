import { AddressAvatar } from '@keyport/kernel/icons'
import {
  ImageOrInitial,
  useKernel,
  useModal,
  useObservable,
  useService,
  useT,
} from '@keyport/kernel/react'
import type { ButtonHTMLAttributes } from 'react'
import { accountAddress } from '../hooks/accountAddress.ts'
import { shortenAddress } from '../hooks/shortenAddress.ts'
import { useAccount } from '../hooks/useAccount.ts'
import { accountDataToken } from '../tokens.ts'
import { useClaimHostLayout } from './useClaimHostLayout.ts'
import { useHostButtonStyle } from './useHostButtonStyle.ts'

export type AccountButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>

/**
 * Shows the connected account (EVM or Solana) like RainbowKit's account button: the balance
 * once known, the avatar and the name or shortened address; it opens the Account view. Renders
 * nothing while disconnected. Placed by the host, it stands in for `<ConnectButton>`'s own
 * account part.
 *
 * @example
 * <AccountButton />
 */
export function AccountButton(props: AccountButtonProps) {
  useClaimHostLayout()
  return <AccountPart {...props} />
}

/** The account button itself, also the second part of `<ConnectButton>` once connected. */
export function AccountPart({ className, style, ...rest }: AccountButtonProps) {
  const t = useT()
  const { i18n } = useKernel()
  const { open, isOpen } = useModal()
  const theme = useHostButtonStyle()
  const accountData = useService(accountDataToken)
  const data = useObservable(accountData.data$, () => accountData.data)
  const address = accountAddress(useAccount())
  if (!address) return null
  // The balance once the data API has told it (the Account view reads it); short: 3 decimals.
  const balance =
    data.balance !== undefined && data.balanceSymbol
      ? `${i18n.formatNumber(Number(data.balance), { maximumFractionDigits: 3 })} ${data.balanceSymbol}`
      : undefined
  return (
    <button
      type="button"
      {...rest}
      style={{ ...theme, ...style }}
      className={className ?? 'kp-account-button'}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={t('button.account', { address })}
      onClick={() => open({ view: 'Account' })}
    >
      {balance ? <span className="kp-account-button-balance">{balance}</span> : null}
      <span className="kp-account-button-id">
        {data.profileImage ? (
          <ImageOrInitial src={data.profileImage} initial="" size={24} shape="circle" />
        ) : (
          <AddressAvatar address={address} size={24} />
        )}
        {data.profileName ?? shortenAddress(address)}
      </span>
    </button>
  )
}
