// The WalletConnect connector's Solana side in the connection: a session's solana accounts become
// the same connection state as a Wallet Standard Solana wallet's, and reload, account changes and
// the end of the session follow it.
import { createEventBus, createManualClock, createStorage } from '@keyport/kernel'
import { createMemoryStorage } from '@keyport/kernel/testing'
import { describe, expect, test } from 'vitest'
import { solanaMainnet } from '../../connectors/solanaNetworks.ts'
import { createConnectionService } from '../../services/ConnectionService.ts'
import { createConnectorRegistry } from '../../services/ConnectorRegistry.ts'
import {
  evmAddress,
  flush,
  mainnet,
  setupSolanaConnector,
  solanaAddress,
  solanaCaip,
} from '../testing/setupSolanaConnector.ts'

const other = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const solanaState = (address: string) => ({
  status: 'connected',
  connectorId: 'walletConnect',
  accounts: [],
  chainSupported: true,
  namespace: 'solana',
  caipNetworkId: solanaMainnet.caipNetworkId,
  caipAddress: `${solanaMainnet.caipNetworkId}:${address}`,
  solanaAccounts: [address],
})

function setup(backend = createMemoryStorage()) {
  const wc = setupSolanaConnector()
  const registry = createConnectorRegistry({
    window: new EventTarget(),
    clock: createManualClock(),
    networks: [mainnet],
  })
  registry.add(wc.connector)
  const connection = createConnectionService({
    registry,
    storage: createStorage({ backend: () => backend }),
    bus: createEventBus(),
    clock: createManualClock(),
    networks: [mainnet],
    solanaNetworks: [solanaMainnet],
  })
  return { ...wc, connection, backend }
}

describe('createWalletConnectSolana', () => {
  test('behavior: a session granting solana alone connects as a Solana account, with its CAIP address', async () => {
    const { connector, connection, fake } = setup()
    const connecting = connection.connect('walletConnect')
    await flush()
    fake.approve([solanaCaip])
    await connecting
    expect(connection.state).toEqual(solanaState(solanaAddress))
    expect(connector.namespaces).toEqual(['solana'])
    expect(connector.solana?.wallet.accounts.map((a) => a.address)).toEqual([solanaAddress])
    expect(fake.proposals).toHaveLength(1)
  })

  test('behavior: a session in both namespaces is one wallet: EVM first, Solana when asked, without pairing again', async () => {
    const { connector, connection, fake } = setup()
    const connecting = connection.connect('walletConnect')
    await flush()
    fake.approve([`eip155:1:${evmAddress}`, solanaCaip])
    await connecting
    expect(connection.state).toMatchObject({ address: evmAddress, chainId: 1 })
    expect(connector.namespaces).toEqual(['eip155', 'solana'])
    await connection.connect('walletConnect', { namespace: 'solana' })
    expect(connection.state).toEqual(solanaState(solanaAddress))
    await connection.connect('walletConnect', { namespace: 'eip155' })
    expect(connection.state).toMatchObject({ address: evmAddress, chainId: 1 })
    expect(connection.state.namespace).toBeUndefined()
    expect(fake.proposals).toHaveLength(1)
  })

  test('behavior: an EVM-only session refuses the Solana side with a clear error', async () => {
    const { connection, fake } = setup()
    const connecting = connection.connect('walletConnect')
    await flush()
    fake.approve([`eip155:1:${evmAddress}`])
    await connecting
    await expect(
      connection.connect('walletConnect', { namespace: 'solana' }),
    ).rejects.toMatchObject({
      name: 'NamespaceNotSupportedError',
      shortMessage: 'Phone Wallet does not offer Solana accounts. Pick another wallet or network.',
    })
  })

  test('behavior: a Solana account that is not base58 refuses the session and ends it in the wallet', async () => {
    const { connection, fake } = setup()
    const connecting = connection.connect('walletConnect')
    await flush()
    fake.approve([`${solanaMainnet.caipNetworkId}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`])
    await expect(connecting).rejects.toMatchObject({
      name: 'WalletAnswerInvalidError',
      shortMessage:
        'Phone Wallet sent an answer we could not read. Try again or use another wallet.',
    })
    expect(connection.state.status).toBe('disconnected')
    expect(fake.disconnected).toEqual([fake.sessions[0]!.topic])
  })

  test('behavior: after a reload the stored session reconnects on Solana; updates and deletion follow', async () => {
    const backend = createMemoryStorage()
    const first = setup(backend)
    const connecting = first.connection.connect('walletConnect')
    await flush()
    first.fake.approve([solanaCaip, `${solanaMainnet.caipNetworkId}:${other}`])
    await connecting

    const reloaded = setup(backend)
    reloaded.fake.storeSession([solanaCaip])
    expect(await reloaded.connection.reconnect()).toBe(true)
    expect(reloaded.connection.state).toEqual(solanaState(solanaAddress))

    const topic = reloaded.fake.sessions[0]!.topic
    reloaded.fake.emit('session_update', {
      topic,
      params: {
        namespaces: {
          solana: { accounts: [`${solanaMainnet.caipNetworkId}:${other}`], methods: [] },
        },
      },
    })
    expect(reloaded.connection.state).toEqual(solanaState(other))
    reloaded.fake.emit('session_delete', { topic })
    expect(reloaded.connection.state.status).toBe('disconnected')
  })

  test('behavior: disconnect on Solana ends the WalletConnect session', async () => {
    const { connection, fake } = setup()
    const connecting = connection.connect('walletConnect')
    await flush()
    fake.approve([solanaCaip])
    await connecting
    await connection.disconnect()
    expect(fake.disconnected).toEqual([fake.sessions[0]!.topic])
    expect(connection.state.status).toBe('disconnected')
  })
})
