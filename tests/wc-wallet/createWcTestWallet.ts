import {
  type CreateTestWalletReturnType,
  createTestWallet,
  type TestWalletChain,
} from '@keyport/test-wallet'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { Hex } from 'viem'
import { answerAuthenticate } from './answerAuthenticate.ts'
import { holdChainInSession } from './holdChainInSession.ts'
import { createWcSolanaSide, type WcSolanaOptions } from './solanaSide.ts'
import { walletEvents, walletMethods } from './walletMethods.ts'

/** How the wallet answers proposals and requests: at once, or held until the test decides. */
export type WcTestWalletMode = 'approve' | 'reject' | 'manual'

export type WcProposal = WalletKitTypes.SessionProposal
export type WcRequest = WalletKitTypes.SessionRequest

export type CreateWcTestWalletParameters = {
  /** The relay, e.g. the stack's 'ws://127.0.0.1:4001'. */
  relayUrl: string
  /** @default 'keyport-dev' */
  projectId?: string
  /** The key the wallet signs with. */
  privateKey: Hex
  /** The EVM chains it offers (none: a Solana-only wallet); reads and transactions go to each one's `rpcUrl`. */
  chains: TestWalletChain[]
  /**
   * Its Solana side: approves the `solana` namespace with the key's account on these CAIP-2
   * chains and answers WalletConnect's Solana methods (sign-and-send through each `rpcUrl`).
   * @default undefined: EVM only
   */
  solana?: WcSolanaOptions
  /** @default 'approve' */
  mode?: WcTestWalletMode
  /** Keeps two wallets (or a wallet and a dapp) in one JS realm apart. @default a random prefix */
  storagePrefix?: string
  /** @default 'Keyport WC Test Wallet' */
  name?: string
  /**
   * Answers one-click auth (`wc_sessionAuthenticate`): signs in while pairing (`mode: 'approve'`
   * or `'manual'`) or declines (`'reject'`). @default false: it answers the plain proposal instead
   */
  oneClickAuth?: boolean
}

export type WcTestWallet = {
  readonly address: Hex
  /** The Solana account's base58 address, when the wallet has a Solana side. */
  readonly solanaAddress: string | undefined
  /** The signer behind it (`@keyport/test-wallet`), for its log. */
  readonly signer: CreateTestWalletReturnType
  readonly kit: Awaited<ReturnType<typeof WalletKit.init>>
  /** Pairs with a dapp's `wc:` URI. */
  pair(uri: string): Promise<void>
  setMode(mode: WcTestWalletMode): void
  /** Proposals and requests waiting for a decision (`mode: 'manual'`). */
  readonly pendingProposals: readonly WcProposal[]
  readonly pendingRequests: readonly WcRequest[]
  /** Resolves with the next proposal or request (or one already waiting in manual mode). */
  nextProposal(): Promise<WcProposal>
  nextRequest(): Promise<WcRequest>
  approveProposal(proposal?: WcProposal): Promise<void>
  rejectProposal(proposal?: WcProposal): Promise<void>
  approveRequest(request?: WcRequest): Promise<void>
  rejectRequest(request?: WcRequest): Promise<void>
  /** Topics of the live sessions. */
  sessions(): string[]
  /** Ends a session (or every session) from the wallet's side. */
  disconnect(topic?: string): Promise<void>
  /** Resolves when the dapp ends a session. */
  nextDelete(): Promise<string>
  /** Called whenever proposals, requests or sessions change (for a UI). Returns its remover. */
  subscribe(listener: () => void): () => void
}

/**
 * A WalletConnect wallet for tests and manual checks, on the official `@reown/walletkit`: pairs
 * from a URI, approves or rejects session proposals and requests as told, and signs with a local
 * key (through `@keyport/test-wallet`) against the local chains. It calls no host but the relay:
 * telemetry is off and the verify step is skipped.
 *
 * @example
 * const wallet = await createWcTestWallet({ relayUrl, privateKey: anvilAccount0Key, chains })
 * await wallet.pair(uriFromThePage)
 * wallet.setMode('reject') // the next request is declined with 4001
 */
export async function createWcTestWallet({
  relayUrl,
  projectId = 'keyport-dev',
  privateKey,
  chains,
  mode: initialMode = 'approve',
  storagePrefix = `wc-test-wallet-${Math.random().toString(36).slice(2)}`,
  name = 'Keyport WC Test Wallet',
  solana: solanaOptions,
  oneClickAuth = false,
}: CreateWcTestWalletParameters): Promise<WcTestWallet> {
  const core = new Core({
    projectId,
    relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: storagePrefix,
  })
  // Verify would fetch from a remote attestation server; the local stack has none.
  // Without a result the proposal's validation stays 'UNKNOWN', as for any unverified dapp.
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
  const kit = await WalletKit.init({
    core,
    metadata: {
      name,
      description: 'A WalletConnect wallet for Keyport tests',
      url: 'https://keyport.local',
      icons: [],
    },
  })
  // A Solana-only wallet (no EVM chains) keeps an idle EVM signer and approves no eip155.
  const signer = createTestWallet({
    privateKey,
    chains: chains.length > 0 ? chains : [{ id: 1, rpcUrl: 'http://127.0.0.1:1/unused' }],
  })
  await signer.request({ method: 'eth_requestAccounts' })
  const solana = solanaOptions ? await createWcSolanaSide(solanaOptions) : undefined
  let mode = initialMode
  const proposals: WcProposal[] = []
  const requests: WcRequest[] = []
  const changeListeners = new Set<() => void>()
  const changed = () => {
    for (const listener of changeListeners) listener()
  }
  const waiters = {
    proposal: [] as ((p: WcProposal) => void)[],
    request: [] as ((r: WcRequest) => void)[],
    delete: [] as ((t: string) => void)[],
  }

  const approveProposal = async (proposal = proposals[0]) => {
    if (!proposal) throw new Error('No session proposal is waiting.')
    remove(proposals, proposal)
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        ...(chains.length > 0 && {
          eip155: {
            chains: chains.map((chain) => `eip155:${chain.id}`),
            methods: [...walletMethods],
            events: [...walletEvents],
            accounts: chains.map((chain) => `eip155:${chain.id}:${signer.address}`),
          },
        }),
        ...(solana && { solana: solana.namespace }),
      },
    })
    await kit.approveSession({ id: proposal.id, namespaces })
    changed()
  }
  const rejectProposal = async (proposal = proposals[0]) => {
    if (!proposal) throw new Error('No session proposal is waiting.')
    remove(proposals, proposal)
    changed()
    await kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
  }
  const approveRequest = async (request = requests[0]) => {
    if (!request) throw new Error('No session request is waiting.')
    remove(requests, request)
    changed()
    const { topic, id, params } = request
    try {
      const result = await answer(params)
      // A chain switched to or added joins the session before the dapp hears the answer.
      if (chainMethods.has(params.request.method))
        await holdChainInSession(
          kit,
          topic,
          Number(await signer.request({ method: 'eth_chainId' })),
          signer.address,
        )
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const { code = 5000, message = String(error) } = error as { code?: number; message?: string }
      await kit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: { code, message } },
      })
    }
  }
  const answer = async ({ chainId, request }: WcRequest['params']) => {
    if (chainId.startsWith('solana:')) {
      if (!solana) throw new Error('This wallet has no Solana side.')
      return solana.answer(request, chainId)
    }
    const id = Number(chainId.split(':')[1])
    await signer.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${id.toString(16)}` }],
    })
    return signer.request(request)
  }
  const rejectRequest = async (request = requests[0]) => {
    if (!request) throw new Error('No session request is waiting.')
    remove(requests, request)
    changed()
    await kit.respondSessionRequest({
      topic: request.topic,
      response: {
        id: request.id,
        jsonrpc: '2.0',
        error: { code: 4001, message: 'User rejected the request.' },
      },
    })
  }

  if (oneClickAuth)
    answerAuthenticate(kit, {
      chains: chains.map((chain) => `eip155:${chain.id}`),
      address: signer.address,
      personalSign: (hex) =>
        signer.request({ method: 'personal_sign', params: [hex, signer.address] }) as Promise<Hex>,
      declines: () => mode === 'reject',
    })
  kit.on('session_proposal', (proposal) => {
    proposals.push(proposal)
    changed()
    for (const waiter of waiters.proposal.splice(0)) waiter(proposal)
    if (mode === 'approve') void approveProposal(proposal)
    if (mode === 'reject') void rejectProposal(proposal)
  })
  kit.on('session_request', (request) => {
    requests.push(request)
    changed()
    for (const waiter of waiters.request.splice(0)) waiter(request)
    if (mode === 'approve') void approveRequest(request)
    if (mode === 'reject') void rejectRequest(request)
  })
  kit.on('session_delete', ({ topic }) => {
    changed()
    for (const waiter of waiters.delete.splice(0)) waiter(topic)
  })

  return {
    address: signer.address,
    solanaAddress: solana?.address,
    signer,
    kit,
    pair: async (uri) => {
      await kit.pair({ uri })
    },
    setMode(next) {
      mode = next
    },
    get pendingProposals() {
      return [...proposals]
    },
    get pendingRequests() {
      return [...requests]
    },
    nextProposal: () =>
      proposals[0] && mode === 'manual'
        ? Promise.resolve(proposals[0])
        : new Promise((resolve) => waiters.proposal.push(resolve)),
    nextRequest: () =>
      requests[0] && mode === 'manual'
        ? Promise.resolve(requests[0])
        : new Promise((resolve) => waiters.request.push(resolve)),
    nextDelete: () => new Promise((resolve) => waiters.delete.push(resolve)),
    approveProposal,
    rejectProposal,
    approveRequest,
    rejectRequest,
    sessions: () => Object.keys(kit.getActiveSessions()),
    async disconnect(topic) {
      const topics = topic ? [topic] : Object.keys(kit.getActiveSessions())
      for (const each of topics)
        await kit.disconnectSession({ topic: each, reason: getSdkError('USER_DISCONNECTED') })
      changed()
    },
    subscribe(listener) {
      changeListeners.add(listener)
      return () => changeListeners.delete(listener)
    },
  }
}

const chainMethods = new Set(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])

function remove<T>(list: T[], item: T) {
  const index = list.indexOf(item)
  if (index >= 0) list.splice(index, 1)
}
