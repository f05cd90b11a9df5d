import { accountDataToken } from '@keyport/connect'
import { useObservable, useService } from '@keyport/kernel/react'
import { useMemo } from 'react'
import { isNativeToken, type SendToken, toSendToken } from '../services/SendToken.ts'
import { useSendNetwork } from './useSendNetwork.ts'

const worth = (token: SendToken) => token.price * Number(token.balance ?? 0)

/**
 * The tokens the connected account can send on the active chain (eip155 or Solana), from the balance list: the
 * native coin first, then by value. While the list has no native entry (still loading, failed,
 * or a new account), the network's coin is offered with its balance unknown; the preview reads
 * it on chain.
 *
 * @example
 * const { tokens, loading } = useSendTokens()
 */
export function useSendTokens(): { tokens: SendToken[]; loading: boolean } {
  const accountData = useService(accountDataToken)
  const data = useObservable(accountData.data$, () => accountData.data)
  const network = useSendNetwork()
  const tokens = useMemo(() => {
    if (!network) return []
    const listed = data.balances
      .filter((balance) => balance.chainId === network.caipNetworkId)
      .flatMap((balance) => toSendToken(balance) ?? [])
      .sort((a, b) => Number(!isNativeToken(a)) - Number(!isNativeToken(b)) || worth(b) - worth(a))
    if (listed.some(isNativeToken)) return listed
    const coin: SendToken = {
      ...network.nativeCurrency,
      chainId: network.chainNamespace === 'solana' ? network.caipNetworkId : network.id,
      price: 0,
      iconUrl: '',
    }
    return [coin, ...listed]
  }, [data.balances, network])
  return { tokens, loading: data.loading }
}
