import type { KeyportOptions } from '@keyport/kernel'
import type { AccountData } from '../../../plugins/connect/services/AccountDataService.ts'
import type { ConnectionState } from '../../../plugins/connect/services/ConnectionService.ts'
import type { sendSteps } from './fakes/gallerySend.ts'

// Types only: the specs read this table in Node to declare a test per view.
const galleryEmail = 'ada@example.com'

/** What a view needs around it to show a fixed, meaningful state. */
export type Scene = {
  /** Params of the view, as `modal.open({ view, params })` takes them. */
  params?: unknown
  /** Views opened before it, so the header's back button shows as it would. @default ['Account'] when connected */
  behind?: readonly string[]
  /** @default true */
  connected?: boolean
  connection?: Partial<ConnectionState>
  accountData?: Partial<AccountData>
  features?: KeyportOptions['features']
  /** Where the send flow stands. @default 'editing' */
  send?: keyof typeof sendSteps
  /** Installs the siwx plugin, which asks the connected account to sign in. @default false */
  siwx?: boolean
}

const signedOut = { connected: false, behind: ['Connect'] } satisfies Scene

/**
 * Every view of every plugin, each with the state it shows in the gallery. A view missing here
 * fails the 'every registered view has a scene' test (screens.spec.ts).
 */
export const scenes: Record<string, Scene> = {
  // connect
  Connect: { connected: false, behind: [] },
  ConnectWallets: signedOut,
  AllWallets: signedOut,
  ConnectingExternal: { ...signedOut, params: { connectorId: 'io.metamask' } },
  ConnectingWalletConnect: { ...signedOut, params: { walletId: 'rainbow' } },
  Account: { behind: [] },
  Networks: {},
  SwitchNetwork: { params: { chainId: 8453 } },
  UnsupportedChain: { behind: [], connection: { chainId: 10, chainSupported: false } },
  // email-social
  EmailLogin: signedOut,
  EmailVerifyOtp: { ...signedOut, params: { email: galleryEmail } },
  EmailVerifyDevice: { ...signedOut, params: { email: galleryEmail } },
  ConnectSocials: signedOut,
  ConnectingSocial: { ...signedOut, params: { provider: 'google' } },
  ConnectingFarcaster: signedOut,
  UpdateEmail: { connection: { connectorId: 'auth' } },
  ExportWallet: { connection: { connectorId: 'auth' } },
  SessionPermissions: { connection: { connectorId: 'auth' }, features: { smartSessions: true } },
  ApproveTransaction: { behind: [], connection: { connectorId: 'auth' } },
  // siwx
  SIWXSignMessage: { behind: [], siwx: true },
  // send-receive
  WalletSend: {},
  WalletSendSelectToken: { behind: ['Account', 'WalletSend'] },
  WalletSendPreview: {
    behind: ['Account', 'WalletSend'],
    send: 'ready',
  },
  WalletSendConfirmed: { behind: [], send: 'confirmed' },
  WalletReceive: {},
  // history
  Transactions: {},
  // An app's wallet_showCallsStatus: the confirmed batch above the account's list.
  CallsStatus: {
    behind: [],
    params: {
      calls: {
        id: 'app-batch-7f3a',
        status: 200,
        hashes: [`0x${'4e1c'.repeat(16)}`],
      },
    },
  },
  // swap
  Swap: {},
  SwapSelectToken: { behind: ['Account', 'Swap'], params: { target: 'to' } },
  SwapPreview: { behind: ['Account', 'Swap'] },
  // onramp
  OnRampProviders: {},
  OnRampTokenSelect: { behind: ['Account', 'OnRampProviders'] },
  OnRampFiatSelect: { behind: ['Account', 'OnRampProviders'] },
  BuyInProgress: { behind: ['Account', 'OnRampProviders'] },
  // names
  ChooseAccountName: {},
  RegisterAccountName: { behind: ['Account', 'ChooseAccountName'] },
  RegisterAccountNameSuccess: { behind: [] },
}
