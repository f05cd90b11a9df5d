import type { WalletConnectClient } from '../loadSignClient.ts'

type Handler = (event: never) => void

const methodsFor: Record<string, string[]> = {
  eip155: ['personal_sign', 'eth_signTypedData_v4'],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
}
type Session = {
  topic: string
  acknowledged: boolean
  expiry: number
  namespaces: Record<string, { accounts: string[]; methods: string[]; chains?: string[] }>
  peer: { metadata: { name: string } }
}

/**
 * A stand-in for `@walletconnect/sign-client` in unit tests: each `connect()` makes a new URI
 * whose approval the test settles with `approve()` or `reject()`; `emit` plays wallet events.
 */
export function createFakeSignClient({ expirySeconds = 1_000 }: { expirySeconds?: number } = {}) {
  const handlers = new Map<string, Handler[]>()
  const proposals: {
    uri: string
    params: unknown
    /** `authenticate`: one-click auth (`wc_sessionAuthenticate`); `connect`: a plain proposal. */
    kind: 'connect' | 'authenticate'
    resolve: (s: Session, auths?: unknown[]) => void
    reject: (e: unknown) => void
  }[] = []
  const sessions: Session[] = []
  const requests: {
    topic: string
    chainId: string
    request: { method: string; params?: unknown }
  }[] = []
  const disconnected: string[] = []
  let answer: (request: { method: string; params?: unknown }) => Promise<unknown> = async () =>
    '0xsigned'
  const propose = (params: unknown, kind: 'connect' | 'authenticate') => {
    const topic = (proposals.length + 1).toString(16).padStart(64, '0')
    const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${'1'.repeat(64)}&expiryTimestamp=${expirySeconds}`
    let entry!: (typeof proposals)[number]
    const answer = new Promise<{ session: Session; auths?: unknown[] }>((resolve, reject) => {
      entry = {
        uri,
        params,
        kind,
        resolve: (session, auths) => resolve({ session, auths }),
        reject,
      }
    })
    proposals.push(entry)
    return { uri, answer }
  }
  const client = {
    async connect(params: unknown) {
      const { uri, answer } = propose(params, 'connect')
      return { uri, approval: () => answer.then(({ session }) => session) }
    },
    async authenticate(params: unknown) {
      const { uri, answer } = propose(params, 'authenticate')
      return { uri, response: () => answer }
    },
    /** Not sign-client's EIP-4361 text: enough to tell which CACAO it was made from. */
    formatAuthMessage: ({ iss }: { iss: string }) => `message of ${iss}`,
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler])
      return client
    },
    session: { getAll: () => sessions, delete: async () => {} },
    async disconnect({ topic }: { topic: string }) {
      disconnected.push(topic)
    },
    async request(args: (typeof requests)[number]) {
      requests.push(args)
      return answer(args.request)
    },
  }
  // CAIP-10 accounts grouped by namespace, each with the methods a wallet approves for it.
  const session = (accounts: string[], topic = 'f'.repeat(64), extra: string[] = []): Session => {
    const namespaces: Session['namespaces'] = {}
    for (const account of accounts) {
      const [name = ''] = account.split(':')
      namespaces[name] ??= { accounts: [], methods: [...(methodsFor[name] ?? []), ...extra] }
      namespaces[name].accounts.push(account)
    }
    return {
      topic,
      acknowledged: true,
      expiry: Number.MAX_SAFE_INTEGER,
      namespaces,
      peer: { metadata: { name: 'Phone Wallet' } },
    }
  }
  return {
    client: client as unknown as WalletConnectClient,
    proposals,
    sessions,
    requests,
    disconnected,
    /** Approves the latest proposal with these CAIP-10 accounts (eip155 and solana). */
    approve(accounts: string[]) {
      const approved = session(accounts)
      sessions.push(approved)
      proposals.at(-1)!.resolve(approved)
      return approved
    },
    /** Answers the latest one-click auth with these CACAOs and a session for `accounts`. */
    approveAuthenticate(cacaos: unknown[], accounts: string[]) {
      const approved = session(accounts)
      sessions.push(approved)
      proposals.at(-1)!.resolve(approved, cacaos)
      return approved
    },
    reject: (error: unknown) => proposals.at(-1)!.reject(error),
    /** Stores a session (as after a reload); `methods` are approved on top of the signing ones. */
    storeSession: (accounts: string[], methods: string[] = []) =>
      sessions.push(session(accounts, 'f'.repeat(64), methods)),
    /** The wallet's session update: the session now grants these accounts (and `methods`). */
    update(accounts: string[], methods: string[] = []) {
      const topic = sessions.at(-1)!.topic
      const { namespaces } = session(accounts, topic, methods)
      for (const handler of handlers.get('session_update') ?? [])
        (handler as (p: unknown) => void)({ topic, params: { namespaces } })
    },
    emit(event: string, payload: unknown) {
      for (const handler of handlers.get(event) ?? []) (handler as (p: unknown) => void)(payload)
    },
    answerWith(next: typeof answer) {
      answer = next
    },
  }
}
