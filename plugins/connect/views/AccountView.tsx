import { useKernel, useObservable, useService, useT } from '@keyport/kernel/react'
import { useEffect } from 'react'
import { shortenAddress } from '../hooks/shortenAddress.ts'
import { useAccount } from '../hooks/useAccount.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { accountDataToken, connectionToken, connectorsToken } from '../tokens.ts'
import { AccountActionButton } from './AccountActionButton.tsx'
import { AccountTypeSwitch } from './AccountTypeSwitch.tsx'
import { ListButton } from './ListButton.tsx'
import { formatAmount, TokenList } from './TokenList.tsx'
import { useAccountActions } from './useAccountActions.ts'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * The connected account: name or address, balance, tokens, the actions other plugins contribute
 * (`accountActionsToken`), copy, disconnect.
 */
export default function AccountView() {
  const t = useT()
  const { router, modal, toast, i18n } = useKernel()
  const connection = useService(connectionToken)
  const accountData = useService(accountDataToken)
  const connectors = useService(connectorsToken)
  const data = useObservable(accountData.data$, () => accountData.data)
  const { address } = useAccount()
  const { network } = useNetwork()
  const connectorId = connection.state.connectorId
  const actions = useAccountActions(
    address && {
      address,
      chainId: connection.state.chainId,
      connectorId,
      profileName: data.profileName,
    },
  )
  useEffect(() => {
    if (address) void accountData.refresh()
  }, [accountData, address])
  if (!address) return null
  const accountTypes = connectorId ? connectors.get(connectorId)?.accountTypes : undefined
  const label = data.profileName ?? shortenAddress(address)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      toast.showSuccess(t('account.copied'))
    } catch {
      toast.showError(t('account.copyFailed'))
    }
  }
  const disconnect = async () => {
    try {
      await connection.disconnect()
      modal.close({ force: true })
    } catch {
      toast.showError(t('account.disconnectFailed'))
    }
  }

  return (
    <div className="kp-stack">
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
              symbol: data.balanceSymbol ?? network?.nativeCurrency.symbol ?? '',
            })}
          </p>
        ) : null}
        {data.balanceError ? (
          <p className="kp-text kp-text--muted" role="status">
            {data.balanceError}
          </p>
        ) : null}
      </div>
      {accountTypes ? <AccountTypeSwitch control={accountTypes} /> : null}
      <button type="button" className="kp-button kp-button--secondary" onClick={copy}>
        {t('account.copy')}
      </button>
      <ListButton
        name={t('account.network', { network: network?.name ?? t('networks.unknown') })}
        onClick={() => router.push('Networks')}
      />
      {actions.map((action) => (
        <AccountActionButton key={action.id} action={action} />
      ))}
      <TokenList balances={data.balances} loading={data.loading} />
      <button
        type="button"
        className="kp-button kp-button--secondary"
        disabled={data.loading}
        onClick={() => void accountData.refresh({ force: true })}
      >
        {t('account.refresh')}
      </button>
      <button type="button" className="kp-button kp-button--secondary" onClick={disconnect}>
        {t('account.disconnect')}
      </button>
    </div>
  )
}

/** A placeholder avatar: a gradient drawn from the address, so each account looks its own. */
const avatarStyle = (address: string) => ({
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: `linear-gradient(135deg, #${address.slice(2, 8)}, #${address.slice(-6)})`,
})
