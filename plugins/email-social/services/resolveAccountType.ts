import {
  type AccountType,
  type FrameTransport,
  type KeyportStorage,
  type Logger,
  storageKeys,
} from '@keyport/kernel'

export type ResolveAccountTypeParameters = {
  transport: FrameTransport
  storage: KeyportStorage
  /** The EVM chain the user is asked for on. */
  chainId: number
  /** The app's choice (the plugin option); undefined: smartAccount wherever it is enabled. */
  preferred?: AccountType
  logger?: Logger
}

/** The smart-account-enabled networks, stored comma separated; empty on an error (spec section 4). */
async function smartNetworks({ transport, storage }: ResolveAccountTypeParameters) {
  try {
    const { smartAccountEnabledNetworks } = await transport.request(
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      {},
    )
    storage.setItem(
      storageKeys.SMART_ACCOUNT_ENABLED_NETWORKS,
      smartAccountEnabledNetworks.join(','),
    )
    return smartAccountEnabledNetworks
  } catch {
    storage.setItem(storageKeys.SMART_ACCOUNT_ENABLED_NETWORKS, '')
    return []
  }
}

/**
 * The eip155 account type to log in with (spec section 3: eip155 defaults to smartAccount). On a
 * network without smart accounts it is eoa, and the stored preference is kept for the next
 * network that has them. On a smart-account network the frame is put on that chain (asked with
 * GET_CHAIN_ID, moved with SWITCH_NETWORK), the smart account is initialised (INIT_SMART_ACCOUNT)
 * and, when wanted, made the preferred account; an error there falls back to eoa (spec section
 * 4), and what is active is stored under the preferred-account-type key. `eip7702` (the EOA
 * upgraded in place) is answered as is: the frame knows which chains have a delegate.
 *
 * @example
 * const type = await resolveAccountType({ transport, storage, chainId: 1 }) // 'smartAccount'
 */
export async function resolveAccountType(
  parameters: ResolveAccountTypeParameters,
): Promise<AccountType> {
  const { transport, storage, chainId, preferred, logger } = parameters
  const enabled = (await smartNetworks(parameters)).includes(chainId)
  storage.setItem(storageKeys.SMART_ACCOUNT_ENABLED, enabled)
  const wanted =
    storage.getItem<AccountType>(storageKeys.PREFERRED_ACCOUNT_TYPE) ?? preferred ?? 'smartAccount'
  // EIP-7702 keeps the EOA's address: GET_USER makes it active where the chain has a delegate
  // (eoa elsewhere, the wish kept); the delegation card comes with the first operation.
  if (wanted === 'eip7702') return 'eip7702'
  if (!enabled) return 'eoa'
  let type: AccountType = 'eoa'
  try {
    const frameChain = Number((await transport.request('GET_CHAIN_ID', {})).chainId)
    if (frameChain !== chainId) await transport.request('SWITCH_NETWORK', { chainId })
    await transport.request('INIT_SMART_ACCOUNT', {})
    if (wanted === 'smartAccount')
      type = (await transport.request('SET_PREFERRED_ACCOUNT', { type: wanted })).type
  } catch (error) {
    logger?.warn('the smart account is not available, using eoa', error)
  }
  storage.setItem(storageKeys.PREFERRED_ACCOUNT_TYPE, type)
  return type
}
