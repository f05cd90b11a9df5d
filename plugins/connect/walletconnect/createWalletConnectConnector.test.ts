import { createManualClock } from '@keyport/kernel'
import { firstValueFrom } from 'rxjs'
import { describe, expect, test, vi } from 'vitest'
import type { Network } from '../connectors/networks.ts'
import type { ConnectorEvent } from '../connectors/types.ts'
import { createWalletConnectConnector } from './createWalletConnectConnector.ts'
import type { PairingState } from './PairingState.ts'
import { createFakeSignClient } from './testing/fakeSignClient.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network = (id: number, name: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
})
const networks = [network(1, 'Ethereum (local)'), network(8453, 'Base (local)')]
const metadata = { name: 'Test', description: '', url: 'http://127.0.0.1', icons: [] }

function setup({ reusePendingPairing = false, expirySeconds = 1_000 } = {}) {
  const clock = createManualClock(0)
  const fake = createFakeSignClient({ expirySeconds })
  const loadClient = vi.fn(async () => fake.client)
  const connector = createWalletConnectConnector({
    relayUrl: 'ws://127.0.0.1:4001',
    projectId: 'keyport-dev',
    metadata,
    networks,
    clock,
    reusePendingPairing,
    loadClient,
  })
  const states: PairingState[] = []
  const watch = () => connector.pairing$.subscribe((state) => states.push(state))
  return { clock, fake, loadClient, connector, states, watch }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createWalletConnectConnector', () => {
  test('behavior: loads nothing until used; connect shows a URI and resolves with the approved account', async () => {
    const { connector, loadClient, fake, watch, states } = setup()
    expect(loadClient).not.toHaveBeenCalled()
    watch()
    const connecting = connector.connect()
    await flush()
    expect(states.at(-1)).toMatchObject({
      status: 'ready',
      uri: fake.proposals[0]!.uri,
      expiresAt: 990_000,
    })
    fake.approve([`eip155:8453:${address}`, `eip155:1:${address}`])
    expect(await connecting).toEqual({ address, accounts: [address], chainId: 8453 })
    expect(loadClient).toHaveBeenCalledTimes(1)
  })

  test('behavior: an expiring URI is replaced 10 s early while the view watches', async () => {
    const { connector, fake, clock, watch, states } = setup({ expirySeconds: 300 })
    watch()
    void connector.connect().catch(() => {})
    await flush()
    const first = fake.proposals[0]!.uri
    clock.advance(289_999)
    expect(fake.proposals).toHaveLength(1)
    clock.advance(1)
    await flush()
    expect(fake.proposals).toHaveLength(2)
    expect(states.at(-1)).toMatchObject({ status: 'ready' })
    expect((states.at(-1) as { uri: string }).uri).not.toBe(first)
  })

  test('behavior: leaving the view cancels the pairing; with reuse the pending URI comes back', async () => {
    const plain = setup()
    const watching = plain.watch()
    const attempt = plain.connector.connect()
    await flush()
    watching.unsubscribe()
    plain.clock.advance(0)
    await expect(attempt).rejects.toMatchObject({ name: 'WalletConnectPairingCancelledError' })

    const reuse = setup({ reusePendingPairing: true })
    const view = reuse.watch()
    const first = reuse.connector.connect()
    await flush()
    view.unsubscribe()
    reuse.clock.advance(0)
    const second = reuse.connector.connect()
    await flush()
    expect(reuse.fake.proposals).toHaveLength(1)
    reuse.fake.approve([`eip155:1:${address}`])
    expect(await second).toEqual(await first)
  })

  test('behavior: a declined proposal rejects with ConnectionRejectedError', async () => {
    const { connector, fake, watch } = setup()
    watch()
    const attempt = connector.connect()
    await flush()
    fake.reject({ code: 5000, message: 'User rejected.' })
    await expect(attempt).rejects.toMatchObject({
      name: 'ConnectionRejectedError',
      shortMessage: 'Connection declined in your wallet.',
    })
  })

  test('behavior: a stored session is restored by getAccounts; events and disconnect follow it', async () => {
    const { connector, fake, loadClient } = setup()
    fake.storeSession([`eip155:1:${address}`, `eip155:8453:${address}`])
    expect(await connector.getAccounts()).toEqual([address])
    expect(loadClient).toHaveBeenCalledTimes(1)
    expect(await connector.getChainId()).toBe(1)
    const events: ConnectorEvent[] = []
    connector.events$.subscribe((event) => events.push(event))
    const topic = fake.sessions[0]!.topic
    fake.emit('session_event', {
      topic,
      params: { event: { name: 'chainChanged', data: 8453 }, chainId: 'eip155:8453' },
    })
    fake.emit('session_event', {
      topic: 'other',
      params: { event: { name: 'chainChanged', data: 1 } },
    })
    expect(events).toEqual([{ type: 'chainChanged', chainId: 8453 }])
    await connector.switchChain(1)
    await expect(connector.switchChain(10)).rejects.toMatchObject({
      name: 'ChainSwitchFailedError',
    })
    fake.emit('session_delete', { topic })
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    await expect(connector.getChainId()).rejects.toMatchObject({ name: 'WalletNotConnectedError' })
  })

  test('behavior: the provider answers accounts locally, sends signing to the wallet and keeps its 4001', async () => {
    const { connector, fake } = setup()
    fake.storeSession([`eip155:1:${address}`])
    await connector.getAccounts()
    const provider = connector.getProvider()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', address] })).toBe(
      '0xsigned',
    )
    expect(fake.requests.at(-1)).toMatchObject({
      chainId: 'eip155:1',
      request: { method: 'personal_sign' },
    })
    fake.answerWith(async () => Promise.reject({ code: 4001, message: 'User rejected.' }))
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [] }),
    ).rejects.toMatchObject({
      code: 4001,
      shortMessage: 'Request declined in Phone Wallet.',
    })
    await connector.disconnect()
    expect(fake.disconnected).toEqual([fake.sessions[0]!.topic])
  })

  test('behavior: an unreachable relay says so and the next try loads again', async () => {
    const clock = createManualClock(0)
    const loadClient = vi.fn(() => new Promise<never>(() => {}))
    const connector = createWalletConnectConnector({
      relayUrl: 'ws://127.0.0.1:1',
      projectId: 'p',
      metadata,
      networks,
      clock,
      reusePendingPairing: false,
      loadClient,
    })
    const attempt = connector.connect()
    clock.advance(15_000)
    await expect(attempt).rejects.toMatchObject({
      shortMessage: 'Could not reach the WalletConnect relay. Check your connection and try again.',
    })
    expect(await firstValueFrom(connector.pairing$)).toMatchObject({ status: 'error' })
    void connector.connect().catch(() => {})
    expect(loadClient).toHaveBeenCalledTimes(2)
  })
  test('behavior: a proposal the client refuses keeps its own error, not an unreachable relay', async () => {
    const { connector, fake, watch, states } = setup()
    const refused = new Error('Unsupported chains')
    fake.client.connect = async () => {
      throw refused
    }
    watch()
    await expect(connector.connect()).rejects.toBe(refused)
    expect(states.at(-1)).toEqual({ status: 'error', message: 'Could not create a pairing.' })
  })

  test('behavior: prepare pairs before any connect; the first connect takes that URI over', async () => {
    const { connector, fake, states } = setup()
    const release = connector.prepare()
    await flush()
    expect(fake.proposals).toHaveLength(1)
    expect(states).toEqual([])
    expect(connector.pairing).toMatchObject({ status: 'ready', uri: fake.proposals[0]!.uri })
    // The deep link opened with this URI: connect must wait on it, not propose again.
    const connecting = connector.connect({ chainId: 1 })
    await flush()
    expect(fake.proposals).toHaveLength(1)
    fake.approve([`eip155:8453:${address}`, `eip155:1:${address}`])
    expect(await connecting).toEqual({ address, accounts: [address], chainId: 1 })
    release()
  })

  test('behavior: a connect while prepare still loads the SDK waits on the same pairing', async () => {
    const { connector, fake } = setup()
    connector.prepare()
    const connecting = connector.connect()
    await flush()
    expect(fake.proposals).toHaveLength(1)
    fake.approve([`eip155:1:${address}`])
    expect(await connecting).toMatchObject({ address })
  })

  test('behavior: once claimed, a later connect proposes again (without reusePendingPairing)', async () => {
    const { connector, fake } = setup()
    connector.prepare()
    await flush()
    void connector.connect().catch(() => {})
    await flush()
    void connector.connect().catch(() => {})
    await flush()
    expect(fake.proposals).toHaveLength(2)
  })

  test('behavior: releasing prepare with nobody watching cancels the pairing and forgets its URI', async () => {
    const { connector, fake, clock } = setup()
    const release = connector.prepare()
    await flush()
    expect(connector.pairing.status).toBe('ready')
    release()
    clock.advance(0)
    expect(connector.pairing).toEqual({ status: 'idle' })
    connector.prepare()
    await flush()
    expect(fake.proposals).toHaveLength(2)
  })

  test('behavior: with reusePendingPairing a released prepared pairing comes back on the next open', async () => {
    const { connector, fake, clock } = setup({ reusePendingPairing: true })
    const release = connector.prepare()
    await flush()
    const uri = fake.proposals[0]!.uri
    release()
    clock.advance(0)
    connector.prepare()
    await flush()
    expect(fake.proposals).toHaveLength(1)
    expect(connector.pairing).toMatchObject({ status: 'ready', uri })
  })

  test('behavior: prepare does nothing while a session is live', async () => {
    const { connector, fake } = setup()
    fake.storeSession([`eip155:1:${address}`])
    await connector.getAccounts()
    connector.prepare()
    await flush()
    expect(fake.proposals).toHaveLength(0)
  })

  test('behavior: a stored session restores onto the chain it was on, when it holds it', async () => {
    const held = setup()
    held.fake.storeSession([`eip155:1:${address}`, `eip155:8453:${address}`])
    expect(await held.connector.getAccounts({ chainId: 8453 })).toEqual([address])
    expect(await held.connector.getChainId()).toBe(8453)
    const notHeld = setup()
    notHeld.fake.storeSession([`eip155:1:${address}`, `eip155:8453:${address}`])
    await notHeld.connector.getAccounts({ chainId: 10 })
    expect(await notHeld.connector.getChainId()).toBe(1)
  })

  test('behavior: a wallet_* method the session does not hold is refused with 4200, never sent to the RPC', async () => {
    const { connector, fake } = setup()
    fake.storeSession([`eip155:1:${address}`])
    await connector.getAccounts()
    const fetch = vi.spyOn(globalThis, 'fetch')
    try {
      await expect(
        connector.getProvider().request({ method: 'wallet_getCapabilities', params: [address] }),
      ).rejects.toMatchObject({ name: 'WalletRequestFailedError', code: 4200 })
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      fetch.mockRestore()
    }
  })
})
