import type { Network } from '@keyport/connect'
import {
  address,
  connectTestKernel,
  fakeAccountData,
  fakeConnection,
  testNetworks,
} from '@keyport/connect/testing'
import { provide, toastToken } from '@keyport/kernel'
import { vi } from 'vitest'
import { sendReceivePlugin } from '../index.ts'
import { createSendFlow } from '../services/createSendFlow.ts'
import * as actions from '../services/sendActions.ts'
import { sendFlowToken } from '../tokens.ts'
import { fakeChain } from './fakeSend.ts'

/** The balance list of the account: 2 ETH and 100 USDC on chain 1. */
export const listedBalances = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 6000,
    price: 3000,
    quantity: { decimals: '18', numeric: '2' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    value: 100,
    price: 1,
    quantity: { decimals: '6', numeric: '100' },
    iconUrl: '',
  },
]

/**
 * A started test kernel with connect (a connected fake wallet on chain 1 whose provider answers
 * `answer`) and send-receive, whose chain reads are `fakeChain()`.
 */
export function sendTestKernel({
  answer = async (): Promise<unknown> => `0x${'ab'.repeat(32)}`,
  networks = testNetworks as readonly [Network, ...Network[]],
  chain = fakeChain().chain,
} = {}) {
  const provider = { request: vi.fn(answer) }
  const connection = fakeConnection({
    status: 'connected',
    address,
    accounts: [address],
    chainId: 1,
    connectorId: 'io.keyport.testwallet',
  })
  Object.assign(connection.service, { provider: () => provider })
  const accountData = fakeAccountData({ balances: listedBalances, balance: '2' })
  const setup = connectTestKernel({
    connection,
    accountData,
    networks,
    plugins: [sendReceivePlugin()],
    overrides: [
      provide(sendFlowToken, ({ bus, resolve }) =>
        createSendFlow({
          connection: connection.service,
          accountData,
          dataApi: { get: vi.fn() } as never,
          bus,
          toast: resolve(toastToken),
          load: async () => ({ ...actions, createSendChain: () => chain }),
        }),
      ),
    ],
  })
  return { ...setup, provider }
}
