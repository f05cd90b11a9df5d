import type { FeatureFlags, KeyportViews, ViewId, WalletFeature } from '@keyport/kernel'
import type { ComponentType } from 'react'
import type { Observable } from 'rxjs'
import type { ChainNamespace } from '../connectors/types.ts'
import { createContributions } from './createContributions.ts'

/** A view that opens without params: plugins declare theirs in `KeyportViews` (declaration merging). */
export type AccountActionView = {
  [V in ViewId]: KeyportViews[V] extends undefined ? V : never
}[ViewId]

/** What an action's `shows` looks at: the connected account as the Account view sees it. */
export type AccountActionContext = {
  /** The account's address: 0x for eip155, base58 for Solana. */
  readonly address: string
  /** The connected account's namespace. */
  readonly namespace: ChainNamespace
  readonly chainId: number | undefined
  /** The connector in use, e.g. 'auth' for the embedded wallet. */
  readonly connectorId: string | undefined
  /** The account's name: null when it has none, undefined while not known yet. */
  readonly profileName: string | null | undefined
  readonly flags: Readonly<FeatureFlags>
}

/** A button another plugin adds to the Account view (Buy, Swap, Send, Activity, …). */
export type AccountAction = {
  /** Unique, `<pluginId>/<name>`. */
  id: string
  /** Message key of the button's text, from the contributing plugin's catalog. */
  label: string
  /** Image URL (a `data:` SVG is fine) drawn before the label. @default undefined (text only) */
  icon?: string
  /** The view the button opens. */
  view: AccountActionView
  /**
   * One of the spec's wallet features: the action is then ordered by `walletFeaturesOrder` and
   * shows only while that feature's flag is on and the order lists it. Actions without a feature
   * follow the features, in the order plugins added them. @default undefined
   */
  feature?: WalletFeature
  /**
   * The namespaces the action serves: on a network of another namespace it is hidden (Swap and
   * names have no Solana side). An action that says nothing serves eip155 only, so a plugin
   * written before Solana never shows a button that cannot work there. @default ['eip155']
   */
  namespaces?: readonly ChainNamespace[]
  /**
   * A component that shows the action's content inside the Account view, as a tab beside Tokens
   * (History's Activity list); loaded when the tab is first chosen. Without it the action is a
   * button that opens `view`. @default undefined
   */
  panel?: () => Promise<{ default: ComponentType }>
  /** Whether the action shows for this account. @default () => true */
  shows?: (context: AccountActionContext) => boolean
}

/** Actions other plugins contribute to the Account view. See `createAccountActions`. */
export interface AccountActions {
  readonly actions$: Observable<readonly AccountAction[]>
  readonly actions: readonly AccountAction[]
  /** Adds an action (an id seen before is ignored); returns a remover. */
  add(action: AccountAction): () => void
}

/**
 * The Account view's extension point: a plugin adds its action here (through
 * `accountActionsToken`) and the Account view shows it (see `visibleAccountActions`).
 *
 * @example
 * resolve(accountActionsToken).add({ id: 'swap/swap', label: 'swap.action', view: 'Swap', feature: 'swaps' })
 */
export function createAccountActions(): AccountActions {
  const actions = createContributions<AccountAction>()
  return {
    actions$: actions.items$,
    get actions() {
      return actions.items
    },
    add: actions.add,
  }
}
