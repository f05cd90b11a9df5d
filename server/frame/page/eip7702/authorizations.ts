import { delegationOf } from '@keyport/kernel/chain'
import type { Address, PrivateKeyAccount, SignedAuthorization } from 'viem'
import type { ApprovalCard, ChainRpc } from '../approval/ApprovalCard.ts'
import { delegationCard } from './delegationCard.ts'

/** What signing a delegation needs: the EOA, its chain, and the card's host. */
export type AuthorizeDeps = {
  owner: PrivateKeyAccount
  /** The chain the EOA is on (its nonce is read there). */
  chainId: number
  rpc: ChainRpc
  origin: string
  /** Shows the card; true on Approve. */
  ask: (card: ApprovalCard) => Promise<boolean>
  /** The deployment's KeyportDelegate on this chain (the card names it). */
  keyportDelegate?: Address
}

const declined = () => new Error('Signature declined')

/** The delegate the account's code points at on this chain, if any (lower-case). */
export async function currentDelegate(rpc: ChainRpc, address: Address) {
  return delegationOf((await rpc('eth_getCode', [address, 'latest'])) as string)
}

/**
 * Shows the delegation card, and on Approve signs the EIP-7702 authorization to `delegate` with
 * the EOA's nonce read from the chain after the Approve (`selfExecuted`: the EOA sends the type-4
 * transaction itself, so the authorization takes the nonce after the transaction's own). The
 * chain id is the current chain's, or 0 when the caller checked the app allows every chain.
 *
 * @example
 * const authorization = await authorizeDelegation(deps, { delegate, chainId: 1 })
 */
export async function authorizeDelegation(
  deps: AuthorizeDeps,
  {
    delegate,
    chainId,
    selfExecuted = false,
  }: { delegate: Address; chainId: number; selfExecuted?: boolean },
): Promise<SignedAuthorization> {
  const card = delegationCard({
    origin: deps.origin,
    account: deps.owner.address,
    delegate,
    keyportDelegate: deps.keyportDelegate,
    chainId,
  })
  if (!(await deps.ask(card))) throw declined()
  const nonce = Number(await deps.rpc('eth_getTransactionCount', [deps.owner.address, 'pending']))
  return deps.owner.signAuthorization({
    address: delegate,
    chainId,
    nonce: selfExecuted ? nonce + 1 : nonce,
  })
}

/**
 * The authorizations the user approved for the embedded EOA's user operations, one per chain and
 * account, kept for the page's life: the first operation on a chain carries it (the bundler's
 * transaction delegates the account). Kept ones go stale when the account's nonce moved.
 */
export function createAuthorizationStore() {
  const kept = new Map<string, SignedAuthorization>()
  const keyOf = (chainId: number, address: Address) => `${chainId}:${address.toLowerCase()}`
  return {
    /**
     * SET_PREFERRED_ACCOUNT { type: 'eip7702' }: nothing to sign when the account is delegated to
     * `delegate` already; otherwise the card, and the signed authorization is kept.
     */
    async approve(deps: AuthorizeDeps & { delegate: Address }) {
      if ((await currentDelegate(deps.rpc, deps.owner.address)) === deps.delegate.toLowerCase())
        return undefined
      const authorization = await authorizeDelegation(deps, {
        delegate: deps.delegate,
        chainId: deps.chainId,
      })
      kept.set(keyOf(deps.chainId, deps.owner.address), authorization)
      return authorization
    },
    /**
     * What a user operation of the delegated account carries: nothing once the account's code
     * points at `delegate`; else the kept authorization while its nonce is the account's; else
     * the card again (seam 3: a first op on a chain with no kept authorization shows it first).
     */
    async forOperation(deps: AuthorizeDeps & { delegate: Address }) {
      const { owner, chainId, rpc, delegate } = deps
      const [current, nonce] = await Promise.all([
        currentDelegate(rpc, owner.address),
        rpc('eth_getTransactionCount', [owner.address, 'pending']).then(Number),
      ])
      if (current === delegate.toLowerCase()) return undefined
      const found = kept.get(keyOf(chainId, owner.address))
      if (found && found.nonce === nonce && found.address.toLowerCase() === delegate.toLowerCase())
        return found
      const authorization = await authorizeDelegation(deps, { delegate, chainId })
      kept.set(keyOf(chainId, owner.address), authorization)
      return authorization
    },
    forget(chainId: number, address: Address) {
      kept.delete(keyOf(chainId, address))
    },
    clear: () => kept.clear(),
  }
}
