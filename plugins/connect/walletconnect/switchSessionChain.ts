import type { Network } from '../connectors/networks.ts'
import { ChainSwitchFailedError, WalletNotConnectedError } from '../errors.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'

export type SwitchSessionChainParameters = {
  /** The live session, read again after each round trip (the wallet may update it meanwhile). */
  session: () => WalletConnectSession | undefined
  /** The app's networks: the one switched to is what `wallet_addEthereumChain` describes. */
  networks: readonly Network[]
  /** Wraps a relay round trip with the relay time-out. */
  withTimeout: <T>(promise: Promise<T>) => Promise<T>
  /** Resolves once the live session holds `chainId` (the wallet's session update arrived). */
  sessionHolds: (chainId: number) => Promise<void>
}

type WalletError = {
  code?: unknown
  message?: unknown
  data?: { originalError?: { code?: unknown } }
}

// 4902 is EIP-3326's "unrecognized chain"; some wallets wrap it, others only say it.
const unknownChain = (error: unknown) => {
  const { code, message, data } = (error ?? {}) as WalletError
  return (
    code === 4902 ||
    data?.originalError?.code === 4902 ||
    (typeof message === 'string' && /unrecognized chain|4902/i.test(message))
  )
}

const hex = (chainId: number) => `0x${chainId.toString(16)}`

// EIP-3085's parameters, from the app's own description of the network.
const addChainParameters = (network: Network) => ({
  chainId: hex(network.id),
  chainName: network.name,
  nativeCurrency: network.nativeCurrency,
  rpcUrls: [...network.rpcUrls.default.http],
  ...(network.blockExplorers && { blockExplorerUrls: [network.blockExplorers.default.url] }),
})

/**
 * Moves a WalletConnect session to `chainId`. A chain the session holds switches here, with no
 * round trip. Any other is asked of the wallet over the session: `wallet_switchEthereumChain`,
 * and when the wallet does not know the chain (4902), `wallet_addEthereumChain` with the app's
 * network and the switch again; then it waits until the wallet's session update holds the chain,
 * since requests can only name a chain the session holds. Resolves with the session to keep;
 * throws `ChainSwitchFailedError` when the wallet refuses, cannot add, or the session lacks the
 * methods.
 *
 * @example
 * active = await switchSessionChain(8453, { session: () => active, networks, withTimeout, sessionHolds })
 */
export async function switchSessionChain(
  chainId: number,
  { session, networks, withTimeout, sessionHolds }: SwitchSessionChainParameters,
): Promise<WalletConnectSession> {
  const start = session()
  if (!start) throw new WalletNotConnectedError()
  if (start.chainIds.includes(chainId)) return { ...start, chainId }
  const network = networks.find((candidate) => candidate.id === chainId)
  const name = network?.name ?? `chain ${chainId}`
  const fail = (reason: string, cause?: unknown) =>
    new ChainSwitchFailedError(name, new Error(`${start.walletName} ${reason}`, { cause }))
  if (!start.methods.includes('wallet_switchEthereumChain'))
    throw fail(`did not approve chain ${chainId} in this session and cannot switch chains.`)

  const ask = (method: string, params: unknown) =>
    withTimeout(
      start.client.request({
        topic: start.topic,
        chainId: `eip155:${start.chainId}`,
        request: { method, params },
      }),
    )
  try {
    await ask('wallet_switchEthereumChain', [{ chainId: hex(chainId) }])
  } catch (error) {
    if (!unknownChain(error)) throw fail('did not switch chains.', error)
    if (!network || !start.methods.includes('wallet_addEthereumChain'))
      throw fail(`does not know chain ${chainId} and cannot add it here.`, error)
    try {
      await ask('wallet_addEthereumChain', [addChainParameters(network)])
      await ask('wallet_switchEthereumChain', [{ chainId: hex(chainId) }])
    } catch (addError) {
      throw fail('did not add the chain.', addError)
    }
  }
  try {
    await sessionHolds(chainId)
  } catch (error) {
    if (error instanceof WalletNotConnectedError) throw error
    throw fail(`switched but did not add chain ${chainId} to the session.`, error)
  }
  const now = session()
  if (!now) throw new WalletNotConnectedError()
  return { ...now, chainId }
}
