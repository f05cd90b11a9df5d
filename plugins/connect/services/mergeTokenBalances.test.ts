import { createManualClock, createToastService, type HttpClient } from '@keyport/kernel'
import { BehaviorSubject, filter, firstValueFrom } from 'rxjs'
import { describe, expect, test } from 'vitest'
import type { Network } from '../connectors/networks.ts'
import { createAccountDataService, type TokenBalance } from './AccountDataService.ts'
import type { ConnectionService, ConnectionState } from './ConnectionService.ts'
import { mergeTokenBalances } from './mergeTokenBalances.ts'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const balance = (symbol: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address,
  value: 1,
  price: 1,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
})
const eth = balance('ETH')
const usdc = balance('USDC', 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
const dai = balance('DAI', 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F')
const appDai = { ...dai, price: 0, address: dai.address?.toLowerCase() }

describe('mergeTokenBalances', () => {
  test("behavior: the app's tokens follow the data API's; one the data API lists is not doubled", () => {
    expect(mergeTokenBalances([eth, usdc], [appDai])).toEqual([eth, usdc, appDai])
    expect(mergeTokenBalances([eth, dai], [appDai])).toEqual([eth, dai])
  })
})

describe('createAccountDataService with appTokens', () => {
  const network: Network = {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }
  const setup = (fromApi: TokenBalance[]) => {
    const state$ = new BehaviorSubject<ConnectionState>({
      status: 'connected',
      address: owner,
      accounts: [owner],
      chainId: 1,
      chainSupported: true,
    })
    const connection = { state$, state: state$.value } as unknown as ConnectionService
    const dataApi = {
      get: async ({ path }: { path: string }) =>
        path.endsWith('/balance') ? { balances: fromApi } : { name: null, avatar: null },
    } as unknown as HttpClient
    const asked: unknown[] = []
    const clock = createManualClock(0)
    const service = createAccountDataService({
      connection,
      dataApi,
      toast: createToastService({ clock }),
      clock,
      networks: [network],
      appTokens: async (target) => {
        asked.push(target)
        return [appDai]
      },
    })
    const shown = firstValueFrom(service.data$.pipe(filter((data) => !data.loading)))
    return { shown, asked }
  }

  test("behavior: the Account view's balances list the app's token beside the data API's", async () => {
    const { shown, asked } = setup([eth, usdc])
    expect((await shown).balances.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(asked).toEqual([{ owner, chainId: 'eip155:1' }])
  })

  test('behavior: a token both list shows once, with the data API’s price', async () => {
    const { shown } = setup([eth, dai])
    expect((await shown).balances).toEqual([eth, dai])
  })
})
