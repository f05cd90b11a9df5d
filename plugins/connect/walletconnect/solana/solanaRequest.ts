import { WalletNotConnectedError, WalletRequestFailedError } from '../../errors.ts'
import type { WalletConnectSolanaHost } from '../WalletConnectSolanaHost.ts'

/**
 * Sends one of WalletConnect's Solana RPC requests through the live session, to the CAIP-2 chain
 * of `chain` (a Wallet Standard chain like `solana:mainnet`, or a CAIP-2 id; the session's first
 * Solana chain by default). A method or chain the wallet did not approve, and any wallet error,
 * reject with `WalletRequestFailedError`, which keeps the wallet's code (4001 when declined).
 *
 * @example
 * await solanaRequest(host, 'solana_signMessage', { message, pubkey })
 */
export async function solanaRequest(
  host: WalletConnectSolanaHost,
  method: string,
  params: Record<string, unknown>,
  chain?: string,
): Promise<unknown> {
  const session = host.session()
  if (!session?.solana.accounts[0]) throw new WalletNotConnectedError()
  const { walletName, solana } = session
  const chainId = caipChain(host, chain) ?? solana.chains[0]!
  if (!solana.methods.includes(method))
    throw new WalletRequestFailedError(walletName, {
      code: 4200,
      message: `${walletName} did not approve ${method} in this session.`,
    })
  if (!solana.chains.includes(chainId))
    throw new WalletRequestFailedError(walletName, {
      code: 4901,
      message: `${walletName} did not approve ${chainId} in this session.`,
    })
  try {
    return await session.client.request({
      topic: session.topic,
      chainId,
      request: { method, params },
    })
  } catch (error) {
    throw new WalletRequestFailedError(walletName, error as { code?: number; message?: string })
  }
}

// Wallet Standard names chains `solana:mainnet`; WalletConnect by genesis hash (CAIP-2).
function caipChain(host: WalletConnectSolanaHost, chain: string | undefined) {
  if (!chain) return undefined
  return host.networks.find((network) => network.standardChain === chain)?.caipNetworkId ?? chain
}
