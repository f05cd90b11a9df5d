import type { Clock } from '@keyport/kernel'
import { Observable, Subject } from 'rxjs'
import {
  ChainSwitchFailedError,
  ConnectionRejectedError,
  WalletAnswerInvalidError,
  WalletNotRespondingError,
} from '../errors.ts'
import { injectedWalletName } from './injectedWalletName.ts'
import type { Network } from './networks.ts'
import { parseAccounts, parseChainId } from './parseWalletAnswer.ts'
import { rpcErrorCode } from './rpcErrorCode.ts'
import { RequestTimedOut, timeoutRequest } from './timeoutRequest.ts'
import type { Connector, ConnectorEvent, Eip1193Provider, Eip6963ProviderInfo } from './types.ts'

/** How long a wallet may take to answer before the user is told it is not responding. */
const WALLET_REQUEST_TIMEOUT_MS = 60_000

export type CreateEip1193ConnectorParameters = {
  provider: Eip1193Provider
  /**
   * The wallet's EIP-6963 announcement. With it the connector is 'ANNOUNCED' with the rdns as id;
   * without it, it is the legacy 'INJECTED' connector with id 'injected'.
   */
  info?: Eip6963ProviderInfo
  clock: Clock
  /** The app's networks; `switchChain` adds a missing chain from these. */
  networks: readonly Network[]
  /** @default 60_000 (`WALLET_REQUEST_TIMEOUT_MS`) */
  requestTimeoutMs?: number
}

/**
 * Turns an EIP-1193 provider into a `Connector`. A rejection (4001) becomes
 * `ConnectionRejectedError`, silence past the time-out `WalletNotRespondingError`, and an answer
 * that is not a list of addresses or a chain id `WalletAnswerInvalidError`.
 *
 * @example
 * const connector = createEip1193Connector({ provider, info, clock: systemClock, networks })
 * const { address, chainId } = await connector.connect()
 */
export function createEip1193Connector({
  provider,
  info,
  clock,
  networks,
  requestTimeoutMs = WALLET_REQUEST_TIMEOUT_MS,
}: CreateEip1193ConnectorParameters): Connector {
  const name = info?.name ?? injectedWalletName(provider)

  const request = async (method: string, params?: readonly unknown[]) => {
    try {
      return await timeoutRequest(provider.request({ method, params }), clock, requestTimeoutMs)
    } catch (error) {
      if (error instanceof RequestTimedOut)
        throw new WalletNotRespondingError(name, Math.round(error.ms / 1000))
      throw error
    }
  }
  const accountsFrom = (answer: unknown, method: string, allowEmpty: boolean) => {
    const accounts = parseAccounts(answer)
    if (!accounts || (!allowEmpty && accounts.length === 0))
      throw new WalletAnswerInvalidError(
        name,
        `${method} answered ${describe(answer)}; expected a list of 0x addresses.`,
      )
    return accounts
  }
  const getChainId = async () => {
    const answer = await request('eth_chainId')
    const chainId = parseChainId(answer)
    if (chainId === undefined)
      throw new WalletAnswerInvalidError(
        name,
        `eth_chainId answered ${describe(answer)}; expected a hex chain id like 0x1.`,
      )
    return chainId
  }

  const switchChain = async (chainId: number) => {
    const network = networks.find((n) => n.id === chainId)
    const label = network?.name ?? `chain ${chainId}`
    const hexId = `0x${chainId.toString(16)}`
    try {
      try {
        await request('wallet_switchEthereumChain', [{ chainId: hexId }])
      } catch (error) {
        if (rpcErrorCode(error) !== 4902 || !network) throw error
        await request('wallet_addEthereumChain', [addChainParameters(network)])
        // Some wallets add without switching; asking again is a no-op for those that did.
        await request('wallet_switchEthereumChain', [{ chainId: hexId }])
      }
    } catch (error) {
      if (error instanceof WalletNotRespondingError) throw error
      throw new ChainSwitchFailedError(label, error)
    }
  }

  // One set of provider listeners however many subscribe, added with the first subscriber and
  // removed with the last (what `share()` does, without the operator's code in the first bundle).
  const events = new Subject<ConnectorEvent>()
  const onAccounts = (answer: unknown) => {
    const accounts = parseAccounts(answer)
    if (accounts) events.next({ type: 'accountsChanged', accounts })
  }
  const onChain = (answer: unknown) => {
    const chainId = parseChainId(answer)
    if (chainId !== undefined) events.next({ type: 'chainChanged', chainId })
  }
  const onDisconnect = () => events.next({ type: 'disconnect' })
  const listeners: [string, (answer: never) => void][] = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ]
  let subscribers = 0
  const events$ = new Observable<ConnectorEvent>((subscriber) => {
    const subscription = events.subscribe(subscriber)
    if (subscribers++ === 0)
      for (const [event, listener] of listeners) provider.on?.(event, listener)
    return () => {
      subscription.unsubscribe()
      if (--subscribers === 0)
        for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
    }
  })

  return {
    id: info?.rdns ?? 'injected',
    type: info ? 'ANNOUNCED' : 'INJECTED',
    name,
    icon: info?.icon,
    rdns: info?.rdns,
    async connect(options) {
      let answer: unknown
      try {
        answer = await request('eth_requestAccounts')
      } catch (error) {
        if (rpcErrorCode(error) === 4001) throw new ConnectionRejectedError(name, error)
        throw error
      }
      const accounts = accountsFrom(answer, 'eth_requestAccounts', false)
      let chainId = await getChainId()
      if (options?.chainId !== undefined && options.chainId !== chainId) {
        // The connection stands even when the switch fails: the app then shows the wrong chain.
        chainId = await switchChain(options.chainId).then(
          () => options.chainId ?? chainId,
          () => chainId,
        )
      }
      return { address: accounts[0]!, accounts, chainId }
    },
    async disconnect() {
      try {
        await request('wallet_revokePermissions', [{ eth_accounts: {} }])
      } catch {
        // Many wallets do not support revoking; forgetting the connection on our side suffices.
      }
    },
    getAccounts: async () => accountsFrom(await request('eth_accounts'), 'eth_accounts', true),
    getChainId,
    switchChain,
    getProvider: () => provider,
    events$,
  }
}

function addChainParameters(network: Network) {
  return {
    chainId: `0x${network.id.toString(16)}`,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
  }
}

function describe(answer: unknown): string {
  try {
    return JSON.stringify(answer)?.slice(0, 120) ?? String(answer)
  } catch {
    return typeof answer
  }
}
