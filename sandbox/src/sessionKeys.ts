import { toKeyportSessionAccount } from '@keyport/email-social/session-keys'
import { userOperationFees } from '@keyport/kernel/chain'
import { type Address, createPublicClient, type Hex, http, type LocalAccount, toHex } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { localNetworks } from './localNetworks'
import { stackUrls } from './stackUrls'

/** What the sandbox asks for: a small native limit (gas included) and a short life. */
export const sessionTerms = {
  spendLimit: 50_000_000_000_000_000n, // 0.05 ETH
  value: 1_000_000_000_000_000n, // 0.001 ETH per use
  lifetimeSeconds: 15 * 60,
} as const

/** "2025-01-31 14:00 UTC", the way the frame's card and the App permissions view write it. */
export const utcMinute = (unixSeconds: number) =>
  `${new Date(unixSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`

type SessionGrantRequestParameters = {
  chainId: Hex
  sessionKey: LocalAccount
  target: Address
  expiry: number
}

/** The ERC-7715 request: one allowed target and the native limit, signed by the app's own key. */
export function sessionGrantRequest({
  chainId,
  sessionKey,
  target,
  expiry,
}: SessionGrantRequestParameters) {
  return {
    chainId,
    expiry,
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
    permissions: [
      { type: 'contract-call', data: { address: target } },
      { type: 'native-token-limit', data: { allowance: toHex(sessionTerms.spendLimit) } },
    ],
  }
}

type SendWithSessionKeyParameters = {
  chainId: number
  /** The smart account, the `address` of the grant. */
  account: Address
  sessionKey: LocalAccount
  to: Address
}

/**
 * One user operation signed by the session key alone (no approval card), through the data API's
 * JSON-RPC endpoint to the bundler; resolves with the transaction that carried it.
 */
export async function sendWithSessionKey({
  chainId,
  account,
  sessionKey,
  to,
}: SendWithSessionKeyParameters): Promise<Hex> {
  const chain = localNetworks.find((network) => network.id === chainId)
  if (!chain) throw new Error(`The sandbox has no local chain ${chainId}`)
  const rpc = `${stackUrls.api}/v1?chainId=${chainId}&projectId=keyport-dev`
  const client = createPublicClient({ chain, transport: http(rpc), cacheTime: 0 })
  // The node's tip, kept: viem's doubled tip escalates anvil's priority fee bundle after bundle.
  const bundler = createBundlerClient({
    client,
    transport: http(rpc),
    pollingInterval: 250,
    userOperation: { estimateFeesPerGas: () => userOperationFees(client) },
  })
  const session = await toKeyportSessionAccount({ client, address: account, sessionKey })
  const hash = await bundler.sendUserOperation({
    account: session,
    calls: [{ to, value: sessionTerms.value }],
  })
  const { success, receipt } = await bundler.waitForUserOperationReceipt({ hash })
  if (!success) throw new Error(`The user operation ${hash} reverted`)
  return receipt.transactionHash
}
