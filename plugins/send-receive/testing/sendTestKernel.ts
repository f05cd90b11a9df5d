import type { Network } from '@keyport/connect'
import {
  address,
  connectTestKernel,
  fakeAccountData,
  fakeConnection,
  testNetworks,
} from '@keyport/connect/testing'
import { lazyService, provide, toastToken } from '@keyport/kernel'
import { vi } from 'vitest'
import { sendReceivePlugin } from '../index.ts'
import { createSendFlow } from '../services/createSendFlow.ts'
import * as actions from '../services/sendActions.ts'
import { sendFlowToken } from '../tokens.ts'
import { fakeChain, listedBalances } from './fakeSend.ts'

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
        lazyService(async () =>
          createSendFlow({
            connection: connection.service,
            accountData,
            dataApi: { get: vi.fn() } as never,
            bus,
            toast: resolve(toastToken),
            load: async () => ({ ...actions, createSendChain: () => chain }),
          }),
        ),
      ),
    ],
  })
  return { ...setup, provider }
}
