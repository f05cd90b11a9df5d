import { accountActionsToken } from '@keyport/connect'
import { defineModalPart, defineView } from '@keyport/kernel'

/** Swap's views and its Account-view action, loaded with the modal. */
export const swapModal = defineModalPart({
  views: [
    defineView({ id: 'Swap', title: 'swap.title', load: () => import('./views/SwapView.tsx') }),
    defineView({
      id: 'SwapSelectToken',
      title: 'swap.select.title',
      load: () => import('./views/SwapSelectTokenView.tsx'),
    }),
    defineView({
      id: 'SwapPreview',
      title: 'swap.preview.title',
      load: () => import('./views/SwapPreviewView.tsx'),
    }),
  ],
  setup: ({ resolve }) =>
    resolve(accountActionsToken).add({
      id: 'swap/swap',
      label: 'swap.action',
      view: 'Swap',
      feature: 'swaps',
    }),
})
