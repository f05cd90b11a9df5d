import { type Address, zeroAddress } from 'viem'
import type { ApprovalCard } from '../approval/ApprovalCard.ts'
import { chainName } from '../approval/chainName.ts'

/** The name the cards give the deployment's own delegate. */
const KEYPORT_DELEGATE_NAME = 'KeyportDelegate'

/** Whether `delegate` is the deployment's KeyportDelegate (none on a chain without one). */
const isKeyportDelegate = (delegate: Address, keyportDelegate: Address | undefined) =>
  keyportDelegate !== undefined && delegate.toLowerCase() === keyportDelegate.toLowerCase()

/** What both delegation cards name: the app, the EOA, the delegate (current or new), the chain. */
type DelegationCardParameters = {
  origin: string
  /** The EOA that delegates (or undelegates). */
  account: Address
  delegate: Address
  /** The deployment's KeyportDelegate on the current chain, when it has one. */
  keyportDelegate?: Address
  /** The authorization's chain id: 0 means every chain (a new delegation only). */
  chainId: number
}

/** The chain line of a delegation card: chain id 0 is every chain, said in words. */
const chainOf = (chainId: number) =>
  chainId === 0 ? { id: 0, name: 'EVERY chain' } : { id: chainId, name: chainName(chainId) }

/**
 * The high-risk card for an EIP-7702 authorization: names the delegate contract (KeyportDelegate,
 * or "a contract this app allows") and its address, the chain by name and id (chain id 0: every
 * chain, in words), and what delegation means. Every row is a warning the read gate waits for.
 *
 * @example
 * delegationCard({ origin, account, delegate, keyportDelegate: delegate, chainId: 1 })
 */
export function delegationCard({
  origin,
  account,
  delegate,
  keyportDelegate,
  chainId,
}: DelegationCardParameters): ApprovalCard {
  const ours = isKeyportDelegate(delegate, keyportDelegate)
  const name = ours ? KEYPORT_DELEGATE_NAME : 'A contract this app allows (not Keyport’s)'
  const where =
    chainId === 0
      ? 'EVERY chain (chain id 0): the authorization is valid on every network, now and later'
      : `${chainName(chainId)} (chain ${chainId}) only`
  return {
    title: 'Delegate your account (EIP-7702)',
    origin,
    chain: chainOf(chainId),
    rows: [
      { label: 'Delegate contract', value: `${name}: ${delegate}`, warning: !ours },
      { label: 'Valid on', value: where, warning: chainId === 0 },
      { label: 'Account', value: account },
      {
        label: 'What this means',
        value:
          'This address gets smart-account code. It keeps its address and balances. The code can move your funds as you approve. You can undelegate from the Account view.',
        warning: true,
      },
    ],
    raw: JSON.stringify({ address: delegate, chainId, account }, null, 2),
  }
}

/**
 * The card for removing the delegation: names the current delegate and the chain, and that the
 * account pays the gas of its own type-4 transaction.
 *
 * @example
 * undelegationCard({ origin, account, delegate, keyportDelegate, chainId: 1 })
 */
export function undelegationCard({
  origin,
  account,
  delegate,
  keyportDelegate,
  chainId,
}: DelegationCardParameters): ApprovalCard {
  const ours = isKeyportDelegate(delegate, keyportDelegate)
  return {
    title: 'Remove delegation',
    origin,
    chain: chainOf(chainId),
    rows: [
      {
        label: 'Current delegate',
        value: `${ours ? KEYPORT_DELEGATE_NAME : 'Another contract'}: ${delegate}`,
      },
      { label: 'Account', value: account },
      {
        label: 'What this means',
        value: `This account becomes a plain account again on ${chainName(chainId)}: no batches or sponsored gas there. It pays the gas of this transaction with its own ETH.`,
      },
    ],
    raw: JSON.stringify({ address: zeroAddress, chainId }, null, 2),
  }
}
