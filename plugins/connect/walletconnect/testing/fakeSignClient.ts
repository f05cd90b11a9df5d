import type { WalletConnectClient } from '../loadSignClient.ts'

type Handler = (event: never) => void
type Session = {
  topic: string
  acknowledged: boolean
  expiry: number
  namespaces: Record<string, { accounts: string[]; methods: string[] }>
  peer: { metadata: { name: string } }
}

/**
 * A stand-in for `@walletconnect/sign-client` in unit tests: each `connect()` makes a new URI
 * whose approval the test settles with `approve()` or `reject()`; `emit` plays wallet events.
 */
export function createFakeSignClient({ expirySeconds = 1_000 }: { expirySeconds?: number } = {}) {
  const handlers = new Map<string, Handler[]>()
  const proposals: { uri: string; resolve: (s: Session) => void; reject: (e: unknown) => void }[] =
    []
  const sessions: Session[] = []
  const requests: {
    topic: string
    chainId: string
    request: { method: string; params?: unknown }
  }[] = []
  const disconnected: string[] = []
  let answer: (request: { method: string }) => Promise<unknown> = async () => '0xsigned'
  const client = {
    async connect() {
      const topic = (proposals.length + 1).toString(16).padStart(64, '0')
      const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${'1'.repeat(64)}&expiryTimestamp=${expirySeconds}`
      let entry!: (typeof proposals)[number]
      const approval = new Promise<Session>((resolve, reject) => {
        entry = { uri, resolve, reject }
      })
      proposals.push(entry)
      return { uri, approval: () => approval }
    },
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
  const session = (accounts: string[], topic = 'f'.repeat(64)): Session => ({
    topic,
    acknowledged: true,
    expiry: Number.MAX_SAFE_INTEGER,
    namespaces: { eip155: { accounts, methods: ['personal_sign', 'eth_signTypedData_v4'] } },
    peer: { metadata: { name: 'Phone Wallet' } },
  })
  return {
    client: client as unknown as WalletConnectClient,
    proposals,
    sessions,
    requests,
    disconnected,
    /** Approves the latest proposal with these CAIP-10 accounts. */
    approve(accounts: string[]) {
      const approved = session(accounts)
      sessions.push(approved)
      proposals.at(-1)!.resolve(approved)
      return approved
    },
    reject: (error: unknown) => proposals.at(-1)!.reject(error),
    storeSession: (accounts: string[]) => sessions.push(session(accounts)),
    emit(event: string, payload: unknown) {
      for (const handler of handlers.get(event) ?? []) (handler as (p: unknown) => void)(payload)
    },
    answerWith(next: typeof answer) {
      answer = next
    },
  }
}
