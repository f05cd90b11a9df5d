import { useKernel, useObservable, useService } from '@keyport/kernel/react'
import type { AccountAction, AccountActionContext } from '../services/AccountActions.ts'
import { visibleAccountActions } from '../services/visibleAccountActions.ts'
import { accountActionsToken } from '../tokens.ts'

/** The Account view's contributed actions for this account, in order (`visibleAccountActions`). */
export function useAccountActions(
  account: Omit<AccountActionContext, 'flags'> | undefined,
): AccountAction[] {
  const { flags } = useKernel()
  const service = useService(accountActionsToken)
  const actions = useObservable(service.actions$, () => service.actions)
  const values = useObservable(flags.flags$, () => flags.all)
  return account ? visibleAccountActions(actions, { ...account, flags: values }) : []
}
