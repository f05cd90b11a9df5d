import { describe, expect, test, vi } from 'vitest'
import { createContributions } from '../services/createContributions.ts'
import { evmAddress, flush, setupSolanaConnector } from './testing/setupSolanaConnector.ts'
import type {
  WalletConnectAuthenticateRequest,
  WalletConnectAuthenticator,
  WalletConnectCacao,
} from './WalletConnectAuthenticator.ts'

const request: WalletConnectAuthenticateRequest = {
  chains: ['eip155:1'],
  domain: 'app.example',
  uri: 'https://app.example',
  nonce: 'n0nce1234',
  statement: 'Sign in to Test.',
  exp: '2030-01-01T00:00:00.000Z',
}
const cacao = (chainId: number): WalletConnectCacao => ({
  h: { t: 'caip122' },
  p: {
    iss: `did:pkh:eip155:${chainId}:${evmAddress}`,
    domain: request.domain,
    aud: request.uri,
    nonce: request.nonce,
  },
  s: { t: 'eip191', s: '0xsig' },
})

function setup({
  solana = false,
  answer = async () => request as typeof request | undefined,
} = {}) {
  const authenticator = {
    id: 'siwx',
    request: vi.fn(answer),
    complete: vi.fn<WalletConnectAuthenticator['complete']>(async () => true),
  }
  const authenticators = createContributions<WalletConnectAuthenticator>()
  authenticators.add(authenticator)
  return { authenticator, ...setupSolanaConnector({ solana, authenticators }) }
}

describe('one-click auth (createWalletConnectConnector)', () => {
  test('behavior: an eip155-only app proposes wc_sessionAuthenticate with the sign-in and the modal’s methods', async () => {
    const { fake, connector, authenticator } = setup()
    const connecting = connector.connect()
    await flush()
    expect(authenticator.request).toHaveBeenCalledWith({ chains: ['eip155:1'] })
    expect(fake.proposals[0]).toMatchObject({
      kind: 'authenticate',
      params: {
        ...request,
        methods: expect.arrayContaining(['personal_sign', 'wallet_switchEthereumChain']),
      },
    })
    fake.approveAuthenticate([cacao(1)], [`eip155:1:${evmAddress}`])
    expect(await connecting).toMatchObject({ address: evmAddress, chainId: 1 })
    expect(authenticator.complete).toHaveBeenCalledWith({
      request,
      cacao: cacao(1),
      message: `message of did:pkh:eip155:1:${evmAddress}`,
      address: evmAddress,
    })
  })

  test('behavior: the session starts on the chain the wallet signed in on', async () => {
    const { fake, connector } = setup()
    const connecting = connector.connect()
    await flush()
    fake.approveAuthenticate([cacao(8453)], [`eip155:1:${evmAddress}`, `eip155:8453:${evmAddress}`])
    expect(await connecting).toMatchObject({ chainId: 8453 })
  })

  test('behavior: a wallet without one-click auth answers the plain proposal; nothing is signed in here', async () => {
    const { fake, connector, authenticator } = setup()
    const connecting = connector.connect()
    await flush()
    fake.approve([`eip155:1:${evmAddress}`])
    expect(await connecting).toMatchObject({ address: evmAddress })
    expect(authenticator.complete).not.toHaveBeenCalled()
  })

  test('behavior: a CACAO the authenticator refuses refuses the session, in the wallet too', async () => {
    const { fake, connector, authenticator } = setup()
    const refused = new Error('The sign-in does not match.')
    authenticator.complete.mockRejectedValueOnce(refused)
    const connecting = connector.connect()
    await flush()
    const session = fake.approveAuthenticate([cacao(1)], [`eip155:1:${evmAddress}`])
    await expect(connecting).rejects.toBe(refused)
    expect(fake.disconnected).toEqual([session.topic])
    await expect(connector.getChainId()).rejects.toMatchObject({ name: 'WalletNotConnectedError' })
  })

  test('behavior: spec section 5, an app with a Solana network (two namespaces) proposes a plain session', async () => {
    const { fake, connector, authenticator } = setup({ solana: true })
    void connector.connect().catch(() => {})
    await flush()
    expect(authenticator.request).not.toHaveBeenCalled()
    expect(fake.proposals[0]!.kind).toBe('connect')
  })

  test('behavior: no request from the authenticator (no nonce, say) means a plain proposal', async () => {
    const { fake, connector } = setup({
      answer: () => Promise.reject(new Error('The data API did not answer.')),
    })
    void connector.connect().catch(() => {})
    await flush()
    expect(fake.proposals[0]!.kind).toBe('connect')
  })

  test('behavior: a request that does not come within the relay time-out means a plain proposal', async () => {
    const { fake, connector, clock } = setup({ answer: () => new Promise(() => {}) })
    void connector.connect().catch(() => {})
    await flush()
    expect(fake.proposals).toEqual([])
    clock.advance(15_000)
    await flush()
    expect(fake.proposals[0]!.kind).toBe('connect')
  })
})
