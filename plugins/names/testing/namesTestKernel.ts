import { type Connector, connectorsToken } from '@keyport/connect'
import {
  address,
  connectTestKernel,
  fakeAccountData,
  fakeConnection,
  fakeConnector,
} from '@keyport/connect/testing'
import { definePlugin, defineView, lazyService, provide } from '@keyport/kernel'
import { vi } from 'vitest'
import { namesPlugin } from '../index.ts'
import type { NameApi } from '../services/createNameApi.ts'
import { createNameRegistration } from '../services/createNameRegistration.ts'
import { createNameSearch } from '../services/createNameSearch.ts'
import type { NamesService } from '../services/createNamesService.ts'
import { namesServiceToken } from '../tokens.ts'

export const signature = `0x${'ab'.repeat(65)}` as const

/** The embedded wallet's connector as connect's registry lists it. */
const authConnector = fakeConnector('auth', 'Email and social', 'AUTH')

/** A stand-in for email-social's ApproveTransaction view, which the embedded wallet opens. */
const approveStandIn = definePlugin({
  id: 'approve-stand-in',
  views: [
    defineView({
      id: 'ApproveTransaction' as 'Connect',
      load: async () => ({ default: () => null }),
    }),
  ],
})

/** A name API whose calls the test scripts with `vi.fn` (all succeed by default). */
export function fakeNameApi() {
  return {
    suggestions: vi.fn<NameApi['suggestions']>(async () => []),
    namesForAddress: vi.fn<NameApi['namesForAddress']>(async () => []),
    forget: vi.fn<NameApi['forget']>(),
    register: vi.fn<NameApi['register']>(async () => undefined),
  }
}

/**
 * A started test kernel with connect (a fake wallet connected on chain 1 whose `personal_sign`
 * answers `sign`), the names plugin over `api`, and the auth connector in the registry unless
 * `connectors` says otherwise. The Account view is open.
 */
export function namesTestKernel({
  sign = async (): Promise<unknown> => signature,
  api = fakeNameApi(),
  connectors = [fakeConnector('io.keyport.testwallet', 'Keyport Test Wallet'), authConnector],
  chainId = 1,
}: {
  sign?: (args: { method: string; params?: unknown }) => Promise<unknown>
  api?: ReturnType<typeof fakeNameApi>
  connectors?: readonly Connector[]
  chainId?: number
} = {}) {
  const provider = { request: vi.fn(sign) }
  const connection = fakeConnection(
    {
      status: 'connected',
      address,
      accounts: [address],
      chainId,
      connectorId: 'io.keyport.testwallet',
    },
    provider,
  )
  const accountData = fakeAccountData({ profileName: null })
  let names: NamesService | undefined
  const setup = connectTestKernel({
    connection,
    accountData,
    connectors,
    plugins: [namesPlugin(), approveStandIn],
    overrides: [
      provide(namesServiceToken, ({ resolve, router, modal, bus }) =>
        lazyService(async () => {
          const clock = setup.kernel.clock
          const search = createNameSearch({ api, clock })
          const registration = createNameRegistration({
            api,
            connection: connection.service,
            connectors: resolve(connectorsToken),
            accountData,
            router,
            modal,
            bus,
            clock,
          })
          names = {
            api,
            search,
            registration,
            dispose: () => {
              search.dispose()
              registration.dispose()
            },
          }
          return names
        }),
      ),
    ],
  })
  setup.kernel.modal.open({ view: 'Account' as 'Connect' })
  const load = () => setup.kernel.resolve(namesServiceToken).load()
  return { ...setup, provider, api, accountData, load, address, names: () => names }
}
