import { accountActionsToken } from '@keyport/connect'
import { defineModalPart, defineView } from '@keyport/kernel'

/** The on-ramp's views and its Account-view action, loaded with the modal. */
export const onrampModal = defineModalPart({
  views: [
    defineView({
      id: 'OnRampProviders',
      title: 'onramp.title',
      load: () => import('./views/OnRampProvidersView.tsx'),
    }),
    defineView({
      id: 'OnRampTokenSelect',
      title: 'onramp.tokenSelect.title',
      load: () => import('./views/OnRampTokenSelectView.tsx'),
    }),
    defineView({
      id: 'OnRampFiatSelect',
      title: 'onramp.fiatSelect.title',
      load: () => import('./views/OnRampFiatSelectView.tsx'),
    }),
    defineView({
      id: 'BuyInProgress',
      title: 'onramp.title',
      load: () => import('./views/BuyInProgressView.tsx'),
    }),
  ],
  setup: ({ resolve }) =>
    resolve(accountActionsToken).add({
      id: 'onramp/buy',
      label: 'onramp.action',
      view: 'OnRampProviders',
      feature: 'onramp',
      namespaces: ['eip155', 'solana'],
    }),
})
