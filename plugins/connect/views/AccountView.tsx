import { useKernel, useObservable, useService, useStyles, useT } from '@keyport/kernel/react'
import { useEffect } from 'react'
import { accountAddress } from '../hooks/accountAddress.ts'
import { shortenAddress } from '../hooks/shortenAddress.ts'
import { useAccount } from '../hooks/useAccount.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { accountDataToken, connectionToken, connectorsToken } from '../tokens.ts'
import { AccountActionButton } from './AccountActionButton.tsx'
import { AccountMenu } from './AccountMenu.tsx'
import { AccountPanel } from './AccountPanel.tsx'
import { AccountSummary } from './AccountSummary.tsx'
import { AccountTabs } from './AccountTabs.tsx'
import { AccountTypeSwitch } from './AccountTypeSwitch.tsx'
import { accountCss } from './accountCss.ts'
import { NetworkChip } from './NetworkChip.tsx'
import { TokenList } from './TokenList.tsx'
import { useAccountActions } from './useAccountActions.ts'

/**
 * The connected account: a header (avatar, name or address with copy, balance, network chip),
 * the wallet features other plugins contribute as a row of icon actions (`walletFeaturesOrder`),
 * Tokens and the contributed panels (Activity) as tabs, then the other actions as menu rows.
 */
export default function AccountView() {
  useStyles('connect-account', accountCss)
  const t = useT()
  const { modal, toast } = useKernel()
  const connection = useService(connectionToken)
  const accountData = useService(accountDataToken)
  const connectors = useService(connectorsToken)
  const data = useObservable(accountData.data$, () => accountData.data)
  const account = useAccount()
  const address = accountAddress(account)
  const { network, solanaNetwork } = useNetwork()
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
  const features = actions.filter((action) => action.feature && !action.panel)
  const panels = actions.filter((action) => action.panel)
  const others = actions.filter((action) => !action.feature && !action.panel)

  const disconnect = async () => {
    try {
      await connection.disconnect()
      modal.close({ force: true })
    } catch {
      toast.showError(t('account.disconnectFailed'))
    }
  }
  const tokens = (
    <TokenList
      balances={data.balances}
      loading={data.loading}
      failed={Boolean(data.balanceError)}
      actions={features}
    />
  )

  return (
    <div className="kp-account">
      <AccountSummary
        address={address}
        label={data.profileName ?? shortenAddress(address)}
        data={data}
        symbol={(network ?? solanaNetwork)?.nativeCurrency.symbol ?? ''}
        network={<NetworkChip />}
      />
      {accountTypes ? <AccountTypeSwitch control={accountTypes} /> : null}
      {features.length > 0 ? (
        <div className="kp-account-actions">
          {features.map((action) => (
            <AccountActionButton key={action.id} action={action} />
          ))}
        </div>
      ) : null}
      <AccountTabs
        tabs={[
          { id: 'tokens', label: t('account.tokens'), content: tokens },
          ...panels.map((action) => ({
            id: action.id,
            label: t(action.label),
            content: action.panel ? (
              <AccountPanel load={action.panel} label={t('account.loading')} />
            ) : null,
          })),
        ]}
      />
      <AccountMenu
        actions={others}
        refreshing={data.loading}
        onRefresh={() => void accountData.refresh({ force: true })}
        onDisconnect={disconnect}
      />
    </div>
  )
}
