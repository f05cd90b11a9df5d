import { createToken } from '@keyport/kernel'
import type { AccountActions } from './services/AccountActions.ts'
import type { AccountDataService } from './services/AccountDataService.ts'
import type { ConnectionService } from './services/ConnectionService.ts'
import type { ConnectMethodSections } from './services/ConnectMethodSections.ts'
import type { ConnectorRegistry } from './services/ConnectorRegistry.ts'
import type { CallsStatusViewer } from './services/callsStatusViewers.ts'
import type { Contributions } from './services/createContributions.ts'
import type { LegalConsent } from './services/LegalConsent.ts'
import type { WalletRegistryService } from './services/WalletRegistryService.ts'
import type { WalletConnectAuthenticator } from './walletconnect/WalletConnectAuthenticator.ts'

export const connectionToken = createToken<ConnectionService>('connect.connection')
export const connectorsToken = createToken<ConnectorRegistry>('connect.connectors')
export const accountDataToken = createToken<AccountDataService>('connect.account-data')
export const walletRegistryToken = createToken<WalletRegistryService>('connect.wallet-registry')
/** Sections other plugins add to the Connect view (email field, social buttons). */
export const connectMethodSectionsToken =
  createToken<ConnectMethodSections>('connect.method-sections')
/** Buttons other plugins add to the Account view (Buy, Swap, Receive, Send, Activity, …). */
export const accountActionsToken = createToken<AccountActions>('connect.account-actions')
/** The `legalCheckbox` box's state while the modal is open (the connect plugin's own). */
export const legalConsentToken = createToken<LegalConsent>('connect.legal-consent')
/**
 * One-click auth for WalletConnect pairings: a plugin (siwx) adds its authenticator here; the
 * WalletConnect connector uses the last one added.
 */
export const walletConnectAuthToken = createToken<Contributions<WalletConnectAuthenticator>>(
  'connect.walletconnect-auth',
)
/**
 * Where a batch of calls is shown (EIP-5792 `wallet_showCallsStatus`): a plugin (history) adds
 * its viewer; the connected wallet's provider uses the last one added.
 */
export const callsStatusViewersToken = createToken<Contributions<CallsStatusViewer>>(
  'connect.calls-status-viewers',
)
