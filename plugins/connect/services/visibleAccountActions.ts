import type { AccountAction, AccountActionContext } from './AccountActions.ts'

/**
 * The actions the Account view shows, in order: wallet features first, sorted by
 * `walletFeaturesOrder` (a feature whose flag is off or that the order leaves out is hidden), then
 * the other actions in the order they were added; each only while its `shows` agrees.
 *
 * @example
 * visibleAccountActions(accountActions.actions, { address, chainId, connectorId, profileName, flags })
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
      const { feature } = action
      if (feature !== undefined && (!context.flags[feature] || !order.includes(feature)))
        return false
      return action.shows?.(context) ?? true
    })
    .map((action, index) => ({ action, index }))
    .sort((a, b) => rank(a.action) - rank(b.action) || a.index - b.index)
    .map(({ action }) => action)
}
