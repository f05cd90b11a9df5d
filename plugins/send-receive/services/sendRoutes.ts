import {
  type accountDataToken,
  type connectionToken,
  createWalletCalls,
  type Network,
  paymasterServiceUrl,
  rpcErrorCode,
  type SolanaNetwork,
} from '@keyport/connect'
import type { Clock, HttpClient, KeyportOptions, TokenType } from '@keyport/kernel'
import type { Wallet } from '@wallet-standard/base'
import { SendError, SignatureDeclinedError } from '../errors.ts'
import type { Eip155SendPreview, SendDraft } from './prepareSend.ts'
import type { SolanaSendPreview } from './solana/prepareSolanaSend.ts'

/** A previewed send, and how to send it and follow it on its chain. */
export type SendRoute<P> = {
  preview: P
  /** Asks the wallet to sign and send; resolves with the transaction hash or signature. */
  submit(): Promise<string>
  /** Waits until the chain has it; `reverted` when it landed but failed. */
  confirm(hash: string): Promise<{ reverted: boolean }>
}

type SendActions = typeof import('./sendActions.ts')
type SolanaSendActions = typeof import('./solana/solanaSendActions.ts')

type RouteParameters = {
  draft: SendDraft
  connection: Pick<TokenType<typeof connectionToken>, 'state' | 'provider'>
  accountData: Pick<TokenType<typeof accountDataToken>, 'data'>
  dataApi: HttpClient
  /**
   * The data API's base URL and project id, for its RPC endpoint, and the app's `sponsorship`.
   * @default {}
   */
  rpcOptions?: Pick<KeyportOptions, 'apiUrl' | 'projectId' | 'sponsorship'>
}

const priceOfCoin = (accountData: RouteParameters['accountData'], chainId: string) =>
  accountData.data.balances.find((token) => !token.address && token.chainId === chainId)?.price

/**
 * Prepares an eip155 send with viem: reads and fee over the network's RPC (or the wallet's
 * provider), sent with `eth_sendTransaction`, followed to its receipt. When the app sponsors and
 * the wallet takes its paymaster service (EIP-5792 capabilities), the send needs no native coin
 * and goes as a one-call `wallet_sendCalls` with `paymasterService`.
 *
 * @example
 * const route = await eip155Route({ network, draft, connection, accountData, dataApi, actions })
 */
export async function eip155Route({
  network,
  draft,
  connection,
  accountData,
  dataApi,
  rpcOptions = {},
  actions,
}: RouteParameters & { network: Network; actions: SendActions }): Promise<
  SendRoute<Eip155SendPreview>
> {
  const { status, address, chainId } = connection.state
  if (status !== 'connected' || !address) throw new SendError('notConnected')
  if (chainId !== network.id) throw new SendError('networkChanged')
  const chain = actions.createSendChain({
    rpc: { network, ...rpcOptions },
    provider: connection.provider() as Parameters<SendActions['createSendChain']>[0]['provider'],
  })
  const calls = createWalletCalls(rpcOptions)
  const wallet = connection.provider()
  // A single call gains nothing from a batch: the wallet is asked only when the app sponsors.
  const support =
    wallet && paymasterServiceUrl(rpcOptions, network.id)
      ? await calls.support({ provider: wallet, address, chainId: network.id })
      : { atomic: false, sponsored: false }
  const preview = await actions.prepareSend({
    draft,
    from: address,
    chainId: network.id,
    chain,
    dataApi,
    native: { ...network.nativeCurrency, price: priceOfCoin(accountData, network.caipNetworkId) },
    sponsored: support.sponsored,
  })
  return {
    preview,
    async submit() {
      const provider = connection.provider()
      if (!provider) throw new SendError('notConnected')
      if (!preview.sponsored)
        return actions.submitSend({ preview, provider, wallet: connection.state })
      const { address: now, chainId: on } = connection.state
      if (now?.toLowerCase() !== preview.from.toLowerCase() || on !== preview.chainId)
        throw new SendError('networkChanged')
      try {
        const { hashes } = await calls.send({
          provider,
          chainId: preview.chainId,
          from: preview.from,
          calls: [preview.call],
          support,
        })
        const hash = hashes.at(-1)
        if (!hash) throw new Error('The wallet reported no transaction for the batch.')
        return hash
      } catch (error) {
        if (rpcErrorCode(error) === 4001) throw new SignatureDeclinedError(error)
        throw new SendError('sendFailed', {}, { cause: error, details: (error as Error).message })
      }
    },
    confirm: (hash) => chain.waitForReceipt(hash as `0x${string}`),
  }
}

/**
 * Prepares a Solana send with @solana/kit: reads and the recent blockhash over the data API's
 * JSON-RPC, signed and sent by the wallet's `solana:signAndSendTransaction`, followed by its
 * signature status.
 *
 * @example
 * const route = await solanaRoute({ network, draft, connection, accountData, dataApi, actions, clock, wallet })
 */
export async function solanaRoute({
  network,
  draft,
  connection,
  accountData,
  dataApi,
  actions,
  clock,
  wallet,
}: RouteParameters & {
  network: SolanaNetwork
  actions: SolanaSendActions
  clock: Pick<Clock, 'setTimeout'>
  /** The connected wallet's Wallet Standard side. */
  wallet: () => Wallet | undefined
}): Promise<SendRoute<SolanaSendPreview>> {
  const { status, namespace, caipNetworkId, caipAddress } = connection.state
  if (status !== 'connected') throw new SendError('notConnected')
  if (namespace !== 'solana' || caipNetworkId !== network.caipNetworkId || !caipAddress)
    throw new SendError('networkChanged')
  const chain = actions.createSolanaSendChain({ dataApi, chainId: network.caipNetworkId, clock })
  const preview = await actions.prepareSolanaSend({
    draft,
    from: caipAddress.slice(network.caipNetworkId.length + 1),
    network,
    chain,
    native: { ...network.nativeCurrency, price: priceOfCoin(accountData, network.caipNetworkId) },
  })
  return {
    preview,
    submit: () =>
      actions.submitSolanaSend({
        preview,
        wallet: wallet(),
        chain,
        caipAddress: connection.state.caipAddress,
      }),
    confirm: async (signature) => ({
      reverted: (await chain.waitForConfirmation(signature)).failed,
    }),
  }
}
