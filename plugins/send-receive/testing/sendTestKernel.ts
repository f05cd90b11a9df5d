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
import { localSolana, solanaFrom, solanaListedBalances } from './fakeSolanaSend.ts'

// A Solana account of the fake wallet, on the local Solana network.
const solanaAccount = {
  status: 'connected' as const,
  connectorId: 'io.keyport.testwallet',
  accounts: [],
  chainSupported: true,
  namespace: 'solana' as const,
  caipNetworkId: localSolana.caipNetworkId,
  caipAddress: `${localSolana.caipNetworkId}:${solanaFrom}`,
  solanaAccounts: [solanaFrom],
}

/**
 * A started test kernel with connect (a connected fake wallet on chain 1 whose provider answers
 * `answer`, or with `solana` its Solana account with 1,000 SOL and 100,000 USDC listed) and
 * send-receive, whose chain reads are `fakeChain()`.
 */
export function sendTestKernel({
  answer = async (): Promise<unknown> => `0x${'ab'.repeat(32)}`,
  networks = testNetworks as readonly [Network, ...Network[]],
  chain = fakeChain().chain,
  solana = false,
} = {}) {
  const provider = { request: vi.fn(answer) }
  const connection = fakeConnection(
    solana
      ? solanaAccount
      : {
          status: 'connected',
          address,
          accounts: [address],
          chainId: 1,
          connectorId: 'io.keyport.testwallet',
        },
  )
  Object.assign(connection.service, { provider: () => provider })
  const accountData = solana
    ? fakeAccountData({ balances: solanaListedBalances, balance: '1000' })
    : fakeAccountData({ balances: listedBalances, balance: '2' })
  const setup = connectTestKernel({
    connection,
    accountData,
    networks,
    solanaNetworks: [localSolana],
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
