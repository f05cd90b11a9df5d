import { accountActionsToken, type ChainNamespace } from '@keyport/connect'
import {
  address,
  connectTestKernel,
  fakeAccountData,
  fakeConnection,
} from '@keyport/connect/testing'
import { emailSocialPlugin } from '@keyport/email-social'
import { historyPlugin } from '@keyport/history'
import type { FeatureFlags } from '@keyport/kernel'
import { namesPlugin } from '@keyport/names'
import { onrampPlugin } from '@keyport/onramp'
import { sendReceivePlugin } from '@keyport/send-receive'
import { swapPlugin } from '@keyport/swap'
import { describe, expect, test } from 'vitest'
import { visibleAccountActions } from '../../plugins/connect/services/visibleAccountActions.ts'

// The real plugins, each adding its own Account-view action; connect names none of them.
async function accountActions(features: Partial<FeatureFlags> = {}) {
  const { kernel } = connectTestKernel({
    connection: fakeConnection({ status: 'connected', address, chainId: 1 }),
    accountData: fakeAccountData(),
    features,
    plugins: [
      namesPlugin(),
      historyPlugin(),
      sendReceivePlugin(),
      swapPlugin(),
      onrampPlugin(),
      emailSocialPlugin(),
    ],
    options: { frameUrl: 'http://frame.test' },
  })
  // The plugins' texts and Account-view actions load with the modal; they are read here without one.
  await kernel.prepareModal()
  const shown = (
    connectorId: string,
    profileName: string | null,
    namespace: ChainNamespace = 'eip155',
  ) =>
    visibleAccountActions(kernel.resolve(accountActionsToken).actions, {
      address,
      namespace,
      chainId: 1,
      connectorId,
      profileName,
      flags: kernel.flags.all,
    }).map((action) => [action.view, kernel.i18n.t(action.label)])
  return { kernel, shown }
}

describe('the Account view actions of the real plugins', () => {
  test('behavior: features in walletFeaturesOrder, then Choose name, Activity and Export wallet', async () => {
    const { kernel, shown } = await accountActions()
    expect(shown('auth', null)).toEqual([
      ['OnRampProviders', 'Buy crypto'],
      ['Swap', 'Swap'],
      ['WalletReceive', 'Receive'],
      ['WalletSend', 'Send'],
      ['ChooseAccountName', 'Choose name'],
      ['Transactions', 'Activity'],
      ['ExportWallet', 'Export wallet'],
    ])
    void kernel.dispose()
  })

  test('behavior: flags, the name and the connector decide what shows', async () => {
    const { kernel, shown } = await accountActions({
      walletFeaturesOrder: ['send', 'swaps'],
      history: false,
    })
    expect(shown('io.keyport.testwallet', 'ada.keyport.id')).toEqual([
      ['WalletSend', 'Send'],
      ['Swap', 'Swap'],
    ])
    void kernel.dispose()
  })

  test('behavior: on Solana only the actions with a Solana side show (no Swap, no Choose name)', async () => {
    const { kernel, shown } = await accountActions()
    expect(shown('auth', null, 'solana')).toEqual([
      ['OnRampProviders', 'Buy crypto'],
      ['WalletReceive', 'Receive'],
      ['WalletSend', 'Send'],
      ['Transactions', 'Activity'],
      ['ExportWallet', 'Export wallet'],
    ])
    void kernel.dispose()
  })
})
