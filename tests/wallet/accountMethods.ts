import { invalidParams, unknownChain } from './TestWalletRpcError.ts'
import type { TestWalletChain } from './types.ts'
import { answer, type MethodHandler, paramsList, type WalletContext } from './walletContext.ts'

const accountsOf = (context: WalletContext) =>
  context.state.connected ? [context.account.address] : []

const permissionsOf = (context: WalletContext) =>
  context.state.connected
    ? [
        {
          parentCapability: 'eth_accounts',
          invoker: globalThis.location?.origin ?? 'keyport-test-wallet',
          caveats: [{ type: 'restrictReturnedAccounts', value: [context.account.address] }],
        },
      ]
    : []

const toChainId = (value: unknown): number => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw invalidParams(`chainId must be a hex string such as "0x1", got ${JSON.stringify(value)}.`)
  }
  return Number.parseInt(value, 16)
}

const firstObject = (params: unknown): Record<string, unknown> => {
  const [first] = paramsList(params)
  if (!first || typeof first !== 'object') throw invalidParams('expected one object parameter.')
  return first as Record<string, unknown>
}

/** Accounts, permissions and chains: EIP-1102, EIP-2255, EIP-3085, EIP-3326. */
export const accountMethods: Record<string, MethodHandler> = {
  eth_accounts: (_, context) => answer(accountsOf(context)),
  eth_requestAccounts: (_, context) =>
    context.state.connected
      ? answer(accountsOf(context))
      : {
          prompts: true,
          run: () => {
            context.setConnected(true)
            return accountsOf(context)
          },
        },
  wallet_requestPermissions: (_, context) => ({
    prompts: true,
    run: () => {
      context.setConnected(true)
      return permissionsOf(context)
    },
  }),
  wallet_getPermissions: (_, context) => answer(permissionsOf(context)),
  wallet_revokePermissions: (_, context) => ({
    prompts: false,
    run: () => {
      context.setConnected(false)
      return null
    },
  }),
  eth_chainId: (_, context) => answer(`0x${context.state.chainId.toString(16)}`),
  net_version: (_, context) => answer(String(context.state.chainId)),
  wallet_switchEthereumChain: (params, context) => {
    const chainId = toChainId(firstObject(params).chainId)
    if (!context.state.chains.some((chain) => chain.id === chainId)) throw unknownChain(chainId)
    if (chainId === context.state.chainId) return answer(null)
    return {
      prompts: true,
      run: () => {
        context.setChain(chainId)
        return null
      },
    }
  },
  wallet_addEthereumChain: (params, context) => {
    const request = firstObject(params)
    const chainId = toChainId(request.chainId)
    const [rpcUrl] = Array.isArray(request.rpcUrls) ? request.rpcUrls : []
    if (typeof rpcUrl !== 'string') throw invalidParams('rpcUrls must list at least one URL.')
    const chain: TestWalletChain = {
      id: chainId,
      rpcUrl,
      name: typeof request.chainName === 'string' ? request.chainName : `Chain ${chainId}`,
    }
    return {
      prompts: true,
      // As MetaMask does, and as wagmi expects: adding a chain also switches to it.
      run: () => {
        context.addChain(chain)
        context.setChain(chainId)
        return null
      },
    }
  },
}
