import { userOperationFees } from '@keyport/kernel/chain'
import {
  type Address,
  type Chain,
  createPublicClient,
  defineChain,
  http,
  type LocalAccount,
  type PrivateKeyAccount,
  type PublicClient,
  type Transport,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  type SmartAccount,
} from 'viem/account-abstraction'
import type { SmartAccountChainConfig } from './frameConfig.ts'
import { withCallGasMargin } from './gas/withCallGasMargin.ts'
import { type KeyportSmartAccount, toKeyportSmartAccount } from './keyportSmartAccount.ts'

export const noSmartAccounts = () => new Error('This application might not support Smart Accounts')
export const noDelegation = () => new Error('EIP-7702 is not available on this network')

export type ChainClients = {
  client: PublicClient<Transport, Chain>
  /** User operations go to the data API's JSON-RPC endpoint, which hands them to the bundler. */
  bundler: BundlerClient
}

export interface SmartAccounts {
  /** Spec "smart-account-enabled networks": the chains with ERC-4337 deployed. */
  enabledNetworks(): number[]
  isEnabled(chainId: number): boolean
  clients(chainId: number): ChainClients
  /** The owner's counterfactual account on a chain; rejects where smart accounts are off. */
  account(owner: LocalAccount, chainId: number): Promise<KeyportSmartAccount>
  /** KeyportDelegate on the chain: the embedded EOA's EIP-7702 code. Undefined: no eip7702 there. */
  delegateOf(chainId: number): Address | undefined
  /** The EOA acting through KeyportDelegate on a chain (its own address); rejects without one. */
  delegatedAccount(owner: PrivateKeyAccount, chainId: number): Promise<SmartAccount>
}

/**
 * The embedded wallet's smart accounts, one per owner and chain (the same address on every chain,
 * since the factory's address is the same), built once and kept for the page's life.
 *
 * @example
 * const smart = createSmartAccounts({ contracts: config.smartAccounts ?? {}, rpcUrl })
 * const account = await smart.account(owner, 1)
 */
export function createSmartAccounts({
  contracts,
  rpcUrl,
}: {
  contracts: Record<string, SmartAccountChainConfig>
  rpcUrl: (chainId: number) => string
}): SmartAccounts {
  const clients = new Map<number, ChainClients>()
  const accounts = new Map<string, Promise<KeyportSmartAccount>>()
  const delegated = new Map<string, Promise<SmartAccount>>()
  const isEnabled = (chainId: number) => String(chainId) in contracts

  const clientsOf = (chainId: number): ChainClients => {
    let found = clients.get(chainId)
    if (!found) {
      const url = rpcUrl(chainId)
      const chain = defineChain({
        id: chainId,
        name: `Chain ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      })
      const client = createPublicClient({ chain, transport: http(url), cacheTime: 0 })
      const bundler = createBundlerClient({
        client,
        transport: withCallGasMargin(http(url)),
        pollingInterval: 500,
        // The node's tip as it is: viem's default doubles it with every operation.
        userOperation: { estimateFeesPerGas: () => userOperationFees(client) },
      })
      found = { client, bundler }
      clients.set(chainId, found)
    }
    return found
  }

  const delegateOf = (chainId: number) => contracts[String(chainId)]?.delegate

  return {
    enabledNetworks: () => Object.keys(contracts).map(Number),
    isEnabled,
    clients: clientsOf,
    delegateOf,
    delegatedAccount(owner, chainId) {
      const config = contracts[String(chainId)]
      const delegate = delegateOf(chainId)
      if (!config || !delegate) return Promise.reject(noDelegation())
      const key = `${chainId}:${owner.address}`
      let account = delegated.get(key)
      if (!account) {
        // The EIP-7702 code loads when an app first uses the eip7702 type.
        account = import('./eip7702/delegatedAccount.ts').then(({ toDelegatedAccount }) =>
          toDelegatedAccount({
            client: clientsOf(chainId).client,
            owner,
            delegate,
            entryPoint: config.entryPoint,
          }),
        )
        account.catch(() => delegated.delete(key))
        delegated.set(key, account)
      }
      return account
    },
    account(owner, chainId) {
      const config = contracts[String(chainId)]
      if (!config) return Promise.reject(noSmartAccounts())
      const key = `${chainId}:${owner.address}`
      let account = accounts.get(key)
      if (!account) {
        account = toKeyportSmartAccount({
          client: clientsOf(chainId).client,
          owner,
          factoryAddress: config.accountFactory,
          entryPointAddress: config.entryPoint,
        })
        // A failed look-up (API down) is tried again next time rather than remembered.
        account.catch(() => accounts.delete(key))
        accounts.set(key, account)
      }
      return account
    },
  }
}
