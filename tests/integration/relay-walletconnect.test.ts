import { createRelay } from '@keyport/server/relay/index.ts'
import { anvilAccount0Key } from '@keyport/test-wallet'
import { createWcTestWallet, type WcTestWallet } from '@keyport/wc-test-wallet'
import { verifyMessage, verifyTypedData } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { verifyCacao } from '../../plugins/siwx/services/verifyCacao.ts'
import { createDappClient, proposeSession, testChains } from '../support/createDappClient.ts'
import { createRawRelayClient } from '../support/createRawRelayClient.ts'

// WalletConnect clients write a lot of logs and hold sockets; each test closes what it opened.
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
})

async function startRelay(port = 0, now?: () => number) {
  const relay = createRelay({ now })
  const url = await relay.listen(port)
  cleanups.push(() => relay.close())
  return { relay, url }
}

async function pair(relayUrl: string, walletRelayUrl = relayUrl) {
  const dapp = await createDappClient(relayUrl)
  cleanups.push(() => dapp.core.relayer.transportClose())
  const wallet = await createWcTestWallet({
    relayUrl: walletRelayUrl,
    privateKey: anvilAccount0Key,
    chains: testChains,
  })
  cleanups.push(() => wallet.kit.core.relayer.transportClose())
  const { uri, approval } = await proposeSession(dapp)
  await wallet.pair(uri!)
  const session = await approval()
  return { dapp, wallet, session }
}

const typedData = {
  domain: { name: 'Keyport', version: '1', chainId: 1 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello relay' },
} as const

async function personalSign(
  dapp: Awaited<ReturnType<typeof createDappClient>>,
  topic: string,
  wallet: WcTestWallet,
  text: string,
  chainId = 'eip155:1',
) {
  const hex = `0x${Buffer.from(text).toString('hex')}`
  const signature = await dapp.request<`0x${string}`>({
    topic,
    chainId,
    request: { method: 'personal_sign', params: [hex, wallet.address] },
  })
  return verifyMessage({ address: wallet.address, message: text, signature })
}

describe('createRelay with the WalletConnect SDKs', () => {
  test('behavior: a sign-client dapp pairs with a walletkit wallet; personal_sign, typed data, ping and disconnect', async () => {
    const { url } = await startRelay()
    const { dapp, wallet, session } = await pair(url)
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:1:${wallet.address}`)

    expect(await personalSign(dapp, session.topic, wallet, 'hello')).toBe(true)
    const typedSignature = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: {
        method: 'eth_signTypedData_v4',
        params: [wallet.address, JSON.stringify(typedData)],
      },
    })
    expect(
      await verifyTypedData({ address: wallet.address, ...typedData, signature: typedSignature }),
    ).toBe(true)

    await dapp.ping({ topic: session.topic })
    const deleted = wallet.nextDelete()
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect(await deleted).toBe(session.topic)
    expect(wallet.sessions()).toEqual([])
  })

  test('behavior: a rejected request reaches the dapp as error 4001', async () => {
    const { url } = await startRelay()
    const { dapp, wallet, session } = await pair(url)
    wallet.setMode('reject')
    await expect(personalSign(dapp, session.topic, wallet, 'no')).rejects.toMatchObject({
      code: 4001,
    })
  })

  test('behavior: the session survives a relay restart; clients resubscribe and sign again', async () => {
    const first = await startRelay()
    const { dapp, wallet, session } = await pair(first.url)
    const port = Number(new URL(first.url).port)
    await first.relay.close()
    await startRelay(port)
    expect(await personalSign(dapp, session.topic, wallet, 'after restart')).toBe(true)
  }, 30_000)

  test('behavior: an expired pairing is refused; a fresh URI pairs', async () => {
    let offset = 0
    const { url } = await startRelay(0, () => Date.now() + offset)
    const dapp = await createDappClient(url)
    cleanups.push(() => dapp.core.relayer.transportClose())
    const wallet = await createWcTestWallet({
      relayUrl: url,
      privateKey: anvilAccount0Key,
      chains: testChains,
      mode: 'manual',
    })
    cleanups.push(() => wallet.kit.core.relayer.transportClose())

    const stale = await proposeSession(dapp)
    stale.approval().catch(() => {})
    const past = Math.floor(Date.now() / 1000) - 1
    await expect(
      wallet.pair(stale.uri!.replace(/expiryTimestamp=\d+/, `expiryTimestamp=${past}`)),
    ).rejects.toThrow(/expired/i)

    // The relay drops the proposal once its 5-minute TTL has passed: a late wallet never sees it.
    offset = 6 * 60_000
    const late = await proposeSession(dapp)
    late.approval().catch(() => {})
    offset = 12 * 60_000
    let proposed = false
    void wallet.nextProposal().then(() => {
      proposed = true
    })
    await wallet.pair(late.uri!)
    // The wallet's subscribe pushed what the relay's mailbox holds for it at that time, which is
    // what any client fetching the pairing topic now gets: nothing, instead of waiting a second.
    const pairingTopic = /^wc:([0-9a-f]{64})@/.exec(late.uri!)?.[1]
    const observer = await createRawRelayClient(url)
    cleanups.push(async () => observer.close())
    expect(
      (await observer.call('irn_batchFetchMessages', { topics: [pairingTopic] })).result,
    ).toEqual({ messages: [], hasMore: false })
    expect(proposed).toBe(false)

    offset = 0
    const fresh = await proposeSession(dapp)
    const proposal = wallet.nextProposal()
    await wallet.pair(fresh.uri!)
    await wallet.approveProposal(await proposal)
    expect((await fresh.approval()).topic).toMatch(/^[0-9a-f]{64}$/)
  }, 30_000)

  test('behavior: the test wallet adds an unknown chain (4902, then add and switch) to the session, or refuses when told', async () => {
    const { url } = await startRelay()
    const dapp = await createDappClient(url)
    cleanups.push(() => dapp.core.relayer.transportClose())
    const wallet = await createWcTestWallet({
      relayUrl: url,
      privateKey: anvilAccount0Key,
      chains: [testChains[0]!],
    })
    cleanups.push(() => wallet.kit.core.relayer.transportClose())
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:8453'],
          methods: ['personal_sign', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
          events: ['chainChanged'],
        },
      },
    })
    await wallet.pair(uri!)
    const { topic } = await approval()
    const ask = (method: string, params: unknown) =>
      dapp.request({ topic, chainId: 'eip155:1', request: { method, params } })
    const base = { chainId: '0x2105' }
    await expect(ask('wallet_switchEthereumChain', [base])).rejects.toMatchObject({ code: 4902 })

    wallet.setMode('reject')
    const add = {
      ...base,
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:1/unused'],
    }
    await expect(ask('wallet_addEthereumChain', [add])).rejects.toMatchObject({ code: 4001 })
    expect(dapp.session.get(topic).namespaces.eip155!.accounts).toEqual([
      `eip155:1:${wallet.address}`,
    ])

    wallet.setMode('approve')
    const updated = new Promise((resolve) => dapp.once('session_update', resolve))
    await ask('wallet_addEthereumChain', [add])
    await updated
    expect(dapp.session.get(topic).namespaces.eip155!.accounts).toContain(
      `eip155:8453:${wallet.address}`,
    )
    expect(await personalSign(dapp, topic, wallet, 'on base', 'eip155:8453')).toBe(true)
  })

  test.each([
    [
      true,
      'signs in while pairing: a CACAO our check accepts and a session with the modal’s methods',
    ],
    [false, 'answers the plain proposal sent beside it: a session and no CACAO'],
  ])('behavior: one-click auth, a wallet with oneClickAuth %s %s', async (oneClickAuth) => {
    const { url } = await startRelay()
    const dapp = await createDappClient(url)
    cleanups.push(() => dapp.core.relayer.transportClose())
    const wallet = await createWcTestWallet({
      relayUrl: url,
      privateKey: anvilAccount0Key,
      chains: testChains,
      oneClickAuth,
    })
    cleanups.push(() => wallet.kit.core.relayer.transportClose())
    const request = {
      chains: ['eip155:1', 'eip155:8453'],
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      nonce: 'n0nceFromTheApi1',
      statement: 'Sign in to Test.',
    }
    const { uri, response } = await dapp.authenticate({
      ...request,
      methods: ['personal_sign', 'wallet_switchEthereumChain'],
    })
    await wallet.pair(uri)
    const { session, auths } = await response()
    expect(session.namespaces.eip155?.methods).toContain('wallet_switchEthereumChain')
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:1:${wallet.address}`)
    if (!oneClickAuth) return expect(auths).toBeUndefined()
    const cacao = auths![0]!
    const message = dapp.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    const checked = await verifyCacao({
      cacao,
      message,
      request,
      address: wallet.address,
      now: Date.now(),
    })
    expect(checked?.data).toMatchObject({ chainId: 'eip155:1', nonce: request.nonce })
    expect(await personalSign(dapp, session.topic, wallet, 'after sign-in')).toBe(true)
  })
})
