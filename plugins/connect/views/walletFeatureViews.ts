import type { WalletFeature } from '@keyport/kernel'

/** Which plugin implements each wallet feature, and the view its button opens. */
export const walletFeatureViews: Readonly<Record<WalletFeature, { plugin: string; view: string }>> =
  {
    onramp: { plugin: 'onramp', view: 'OnRampProviders' },
    swaps: { plugin: 'swap', view: 'Swap' },
    receive: { plugin: 'send-receive', view: 'WalletReceive' },
    send: { plugin: 'send-receive', view: 'WalletSend' },
  }
