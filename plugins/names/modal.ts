import { accountActionsToken } from '@keyport/connect'
import { defineModalPart, defineView } from '@keyport/kernel'

/** The names views and the Choose name action, loaded with the modal. */
export const namesModal = defineModalPart({
  views: [
    defineView({
      id: 'ChooseAccountName',
      title: 'choose.title',
      load: () => import('./views/ChooseAccountNameView.tsx'),
    }),
    defineView({
      id: 'RegisterAccountName',
      title: 'register.title',
      load: () => import('./views/RegisterAccountNameView.tsx'),
    }),
    defineView({
      id: 'RegisterAccountNameSuccess',
      title: 'success.title',
      load: () => import('./views/RegisterAccountNameSuccessView.tsx'),
    }),
  ],
  // Offered while the account has no name yet (null: looked up, none found).
  setup: ({ resolve }) =>
    resolve(accountActionsToken).add({
      id: 'names/choose',
      label: 'choose.action',
      view: 'ChooseAccountName',
      shows: ({ profileName }) => profileName === null,
    }),
})
