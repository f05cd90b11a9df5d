import { useKernel, useObservable, useService, useT } from '@keyport/kernel/react'
import { useEffect } from 'react'
import { accountAddress } from '../hooks/accountAddress.ts'
import { shortenAddress } from '../hooks/shortenAddress.ts'
import { useAccount } from '../hooks/useAccount.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { accountDataToken, connectionToken, connectorsToken } from '../tokens.ts'
import { AccountActionButton } from './AccountActionButton.tsx'
import { AccountSummary } from './AccountSummary.tsx'
import { AccountTypeSwitch } from './AccountTypeSwitch.tsx'
import { ListButton } from './ListButton.tsx'
import { TokenList } from './TokenList.tsx'
import { useAccountActions } from './useAccountActions.ts'

/**
 * The connected account: name or address, balance, tokens, the actions other plugins contribute
 * (`accountActionsToken`), copy, disconnect.
 */
export default function AccountView() {
  const t = useT()
  const { router, modal, toast } = useKernel()
  const connection = useService(connectionToken)
  const accountData = useService(accountDataToken)
  const connectors = useService(connectorsToken)
  const data = useObservable(accountData.data$, () => accountData.data)
  const account = useAccount()
  const address = accountAddress(account)
  const { network, solanaNetwork, switchable } = useNetwork()
  const connectorId = connection.state.connectorId
  const actions = useAccountActions(
    address
      ? {
          address,
          namespace: account.namespace ?? 'eip155',
          chainId: connection.state.chainId,
          connectorId,
          profileName: data.profileName,
        }
      : undefined,
  )
  useEffect(() => {
    if (address) void accountData.refresh()
  }, [accountData, address])
  if (!address) return null
  // EOA or smart account is an eip155 choice.
  const accountTypes =
    connectorId && account.namespace !== 'solana'
      ? connectors.get(connectorId)?.accountTypes
      : undefined
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
      <AccountSummary
        address={address}
        label={label}
        data={data}
        symbol={(network ?? solanaNetwork)?.nativeCurrency.symbol ?? ''}
      />
      {accountTypes ? <AccountTypeSwitch control={accountTypes} /> : null}
      <button type="button" className="kp-button kp-button--secondary" onClick={copy}>
        {t('account.copy')}
      </button>
      <ListButton
        name={t('account.network', {
          network: (network ?? solanaNetwork)?.name ?? t('networks.unknown'),
        })}
        disabled={!switchable}
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
