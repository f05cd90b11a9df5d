import type { SmartAccount } from 'viem/account-abstraction'
import type { Call } from '../readCalls.ts'
import type { ChainClients } from '../smartAccounts.ts'
import type { GasPlan } from './planGas.ts'

/**
 * Sends calls as one user operation of the smart account, through the paymaster the gas plan
 * names (none: the account pays) with the authorization it carries (the delegated EOA's first
 * operation), and waits for it; rejects when it reverted unless `allowRevert` (a
 * `wallet_sendCalls` batch reports a revert in its status instead).
 *
 * @example
 * const { hash } = await sendUserOperation(smart, calls, plan)
 */
export async function sendUserOperation(
  smart: { account: SmartAccount; clients: ChainClients },
  calls: Call[],
  plan?: GasPlan,
  { allowRevert = false } = {},
) {
  const options = plan?.sendOptions() ?? {}
  const hash = await smart.clients.bundler.sendUserOperation({
    account: smart.account,
    calls,
    ...options,
  })
  const receipt = await smart.clients.bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
  if (!receipt.success && !allowRevert) throw new Error(`The user operation ${hash} reverted`)
  return { hash, receipt }
}
