import { delegationOf } from '@keyport/kernel/chain'
import type { Address, Chain, PrivateKeyAccount, PublicClient, Transport } from 'viem'
import { entryPoint08Abi, toSimple7702SmartAccount } from 'viem/account-abstraction'
import { getCode } from 'viem/actions'

/**
 * The embedded EOA acting through KeyportDelegate (EIP-7702) as a viem SmartAccount: its address
 * is the EOA's; it counts as deployed only while its code is `0xef0100 || delegate` (an account
 * delegated elsewhere, or undelegated, gets the authorization again), read each time.
 *
 * @example
 * const account = await toDelegatedAccount({ client, owner, delegate, entryPoint })
 */
export async function toDelegatedAccount({
  client,
  owner,
  delegate,
  entryPoint,
}: {
  client: PublicClient<Transport, Chain>
  owner: PrivateKeyAccount
  delegate: Address
  entryPoint: Address
}) {
  const account = await toSimple7702SmartAccount({
    client,
    owner,
    implementation: delegate,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint, version: '0.8' },
  })
  return Object.assign(account, {
    async isDeployed() {
      const code = await getCode(client, { address: owner.address })
      return delegationOf(code) === delegate.toLowerCase()
    },
  })
}
