import type { AccountAction, AccountActionContext } from './AccountActions.ts'

/**
 * The actions the Account view shows, in order: wallet features first, sorted by
 * `walletFeaturesOrder` (a feature whose flag is off or that the order leaves out is hidden), then
 * the other actions in the order they were added; each only on a namespace it serves and while
 * its `shows` agrees.
 *
 * @example
 * visibleAccountActions(accountActions.actions, { address, namespace, chainId, connectorId, profileName, flags })
 */
export function visibleAccountActions(
  actions: readonly AccountAction[],
  context: AccountActionContext,
): AccountAction[] {
  const order = context.flags.walletFeaturesOrder
  const rank = (action: AccountAction) =>
    action.feature === undefined ? order.length : order.indexOf(action.feature)
  return actions
    .filter((action) => {
      const { feature, namespaces = ['eip155'] } = action
      if (!namespaces.includes(context.namespace)) return false
      if (feature !== undefined && (!context.flags[feature] || !order.includes(feature)))
        return false
      return action.shows?.(context) ?? true
    })
    .map((action, index) => ({ action, index }))
    .sort((a, b) => rank(a.action) - rank(b.action) || a.index - b.index)
    .map(({ action }) => action)
}
