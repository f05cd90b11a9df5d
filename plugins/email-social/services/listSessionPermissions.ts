import {
  type Address,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  toEventSelector,
} from 'viem'
import { keyportSessionAbi } from '../sessionKeys/keyportSessionAbi.ts'

/** A session key the account holds on chain, as the permissions view shows it. */
export type SessionPermission = {
  key: Address
  targets: readonly Address[]
  /** Wei, gas prefunds included. */
  spendLimit: bigint
  spent: bigint
  /** Unix seconds. */
  validUntil: number
  /** ERC-7715 `permissionsContext` for wallet_revokePermissions. */
  context: Hex
}

export type ListSessionPermissionsParameters = {
  /** The embedded wallet's RPC (safe reads go to the chain through the frame). */
  request: (method: string, params: unknown[]) => Promise<unknown>
  account: Address
  chainId: number
}

const grantedTopic = toEventSelector(
  'SessionGranted(address indexed key, address[] targets, uint128 spendLimit, uint48 validUntil)',
)
const contextLayout = [{ type: 'address' }, { type: 'uint256' }, { type: 'address' }] as const

/**
 * The session keys granted on the smart account and not revoked: the keys from its
 * SessionGranted logs, each read back with getSession (the chain's word on targets, limit,
 * spent and expiry; a revoked key reads as empty and is left out).
 *
 * @example
 * const sessions = await listSessionPermissions({ request: wallet.request, account, chainId: 1 })
 */
export async function listSessionPermissions({
  request,
  account,
  chainId,
}: ListSessionPermissionsParameters): Promise<SessionPermission[]> {
  const logs = (await request('eth_getLogs', [
    { address: account, topics: [grantedTopic], fromBlock: '0x0', toBlock: 'latest' },
  ])) as { topics: Hex[] }[]
  const keys = [
    ...new Set(
      logs.flatMap(({ topics }) => (topics[1] ? [getAddress(`0x${topics[1].slice(26)}`)] : [])),
    ),
  ]
  const sessions = await Promise.all(
    keys.map(async (key) => {
      const data = encodeFunctionData({
        abi: keyportSessionAbi,
        functionName: 'getSession',
        args: [key],
      })
      const raw = (await request('eth_call', [{ to: account, data }, 'latest'])) as Hex
      const session = decodeFunctionResult({
        abi: keyportSessionAbi,
        functionName: 'getSession',
        data: raw,
      })
      const context = encodeAbiParameters(contextLayout, [account, BigInt(chainId), key])
      return { key, ...session, context }
    }),
  )
  return sessions.filter((session) => session.validUntil !== 0)
}
