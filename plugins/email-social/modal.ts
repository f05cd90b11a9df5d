import { accountActionsToken, connectMethodSectionsToken } from '@keyport/connect'
import { defineModalPart, defineView } from '@keyport/kernel'

/**
 * The login, approval and export views, the Connect view's email field and social buttons, and
 * the Account view's Export wallet action: all of them load with the modal.
 */
export const emailSocialModal = defineModalPart({
  views: [
    defineView({
      id: 'EmailLogin',
      title: 'email.title',
      load: () => import('./views/EmailLoginView.tsx'),
    }),
    defineView({
      id: 'EmailVerifyOtp',
      title: 'otp.title',
      load: () => import('./views/EmailVerifyOtpView.tsx'),
    }),
    defineView({
      id: 'EmailVerifyDevice',
      title: 'device.title',
      load: () => import('./views/EmailVerifyDeviceView.tsx'),
    }),
    defineView({
      id: 'ConnectSocials',
      title: 'socials.title',
      load: () => import('./views/ConnectSocialsView.tsx'),
    }),
    defineView({
      id: 'ConnectingSocial',
      title: 'social.title',
      titleParams: ({ provider }, t) => ({ provider: t(`social.${provider}`) }),
      load: () => import('./views/ConnectingSocialView.tsx'),
    }),
    defineView({
      id: 'ConnectingFarcaster',
      title: 'farcaster.title',
      load: () => import('./views/ConnectingFarcasterView.tsx'),
    }),
    defineView({
      id: 'UpdateEmail',
      title: 'update.title',
      load: () => import('./views/UpdateEmailView.tsx'),
    }),
    defineView({
      id: 'ExportWallet',
      title: 'export.title',
      load: () => import('./views/ExportWalletView.tsx'),
    }),
    defineView({
      id: 'SessionPermissions',
      title: 'permissions.title',
      load: () => import('./views/SessionPermissionsView.tsx'),
    }),
    defineView({
      id: 'ApproveTransaction',
      title: 'approve.title',
      load: () => import('./views/ApproveTransactionView.tsx'),
    }),
  ],
  setup: ({ resolve }) => {
    const sections = resolve(connectMethodSectionsToken)
    const removers = [
      sections.add({
        method: 'email',
        id: 'email-social/email',
        load: () => import('./views/EmailSection.tsx'),
      }),
      sections.add({
        method: 'social',
        id: 'email-social/social',
        load: () => import('./views/SocialSection.tsx'),
      }),
      // Only the embedded wallet's accounts have a key in the secure frame to export.
      resolve(accountActionsToken).add({
        id: 'email-social/export',
        label: 'export.action',
        view: 'ExportWallet',
        // The export window shows the EVM key and the Solana key derived from the same secret.
        namespaces: ['eip155', 'solana'],
        shows: ({ connectorId }) => connectorId === 'auth',
      }),
      // Session keys (ERC-7715) live on the smart account's contract; the flag turns them on.
      resolve(accountActionsToken).add({
        id: 'email-social/permissions',
        label: 'permissions.action',
        view: 'SessionPermissions',
        shows: ({ connectorId, flags }) => connectorId === 'auth' && flags.smartSessions,
      }),
    ]
    return () => {
      for (const remove of removers) remove()
    }
  },
})
