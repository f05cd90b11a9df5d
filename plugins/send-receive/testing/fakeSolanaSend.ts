import type { SolanaNetwork } from '@keyport/connect'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { HttpResponse, http } from 'msw'
import type { SendToken } from '../services/SendToken.ts'

export const solanaFrom = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
export const solanaRecipient = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const usdcMint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
export const recentBlockhash = '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'
export const lamportsPerSol = 1_000_000_000n

export const localSolana: SolanaNetwork = {
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  standardChain: 'solana:mainnet',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

export const sol: SendToken = {
  name: 'Solana',
  symbol: 'SOL',
  decimals: 9,
  chainId: localSolana.caipNetworkId,
  balance: '1000',
  price: 150,
  iconUrl: '',
}
export const splUsdc: SendToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  mint: usdcMint,
  chainId: localSolana.caipNetworkId,
  balance: '100000',
  price: 1,
  iconUrl: '',
}

/** The Solana balance list: 1,000 SOL and 100,000 USDC. */
export const solanaListedBalances = [
  {
    name: 'Solana',
    symbol: 'SOL',
    chainId: localSolana.caipNetworkId,
    value: 150_000,
    price: 150,
    quantity: { decimals: '9', numeric: '1000' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: localSolana.caipNetworkId,
    address: `${localSolana.caipNetworkId}:${usdcMint}`,
    value: 100_000,
    price: 1,
    quantity: { decimals: '6', numeric: '100000' },
    iconUrl: '',
  },
]

/** What the fake Solana RPC answers, by method; a function receives the call's params. */
export type SolanaRpcScript = Record<string, (params: unknown[]) => unknown>

/**
 * The data API's JSON-RPC endpoint for msw: answers each method from `script` (a missing
 * method is a JSON-RPC error) and records every call with its `chainId`.
 */
export function solanaRpcHandler(api: string, script: () => SolanaRpcScript) {
  const calls: { method: string; params: unknown[]; chainId: string | null }[] = []
  const handler = http.post(`${api}/v1/`, async ({ request }) => {
    const body = (await request.json()) as { id: number; method: string; params: unknown[] }
    calls.push({
      method: body.method,
      params: body.params,
      chainId: new URL(request.url).searchParams.get('chainId'),
    })
    const answer = script()[body.method]
    if (!answer)
      return HttpResponse.json({
        jsonrpc: '2.0',
        id: body.id,
        error: { code: -32601, message: `no ${body.method}` },
      })
    return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: answer(body.params) })
  })
  return { handler, calls }
}

/** A chain where the sender has `lamports` and `tokens` USDC units; the recipient's account may exist. */
export function solanaChainScript({
  lamports = 1_000n * lamportsPerSol,
  tokens = 100_000_000_000n,
  recipientHasTokenAccount = true,
  fee = 5_000,
  statuses = [{ err: null, confirmationStatus: 'confirmed' }] as unknown[],
  senderTokenAccount,
}: {
  lamports?: bigint
  tokens?: bigint
  recipientHasTokenAccount?: boolean
  fee?: number
  /** The answers of successive getSignatureStatuses polls; the last repeats. */
  statuses?: unknown[]
  /** The sender's associated token account; any other token account is the recipient's. */
  senderTokenAccount?: string
} = {}): SolanaRpcScript {
  let poll = 0
  const tokenAccount = (amount: bigint) => ({
    context: { slot: 1 },
    value: { data: { parsed: { info: { tokenAmount: { amount: String(amount) } } } } },
  })
  return {
    getBalance: () => ({ context: { slot: 1 }, value: Number(lamports) }),
    getAccountInfo: ([account]) =>
      account === senderTokenAccount
        ? tokenAccount(tokens)
        : recipientHasTokenAccount
          ? tokenAccount(0n)
          : { context: { slot: 1 }, value: null },
    getLatestBlockhash: () => ({
      context: { slot: 1 },
      value: { blockhash: recentBlockhash, lastValidBlockHeight: 150 },
    }),
    getFeeForMessage: () => ({ context: { slot: 1 }, value: fee }),
    getMinimumBalanceForRentExemption: () => 2_039_280,
    getSignatureStatuses: () => ({
      context: { slot: 2 },
      value: [statuses[Math.min(poll++, statuses.length - 1)] ?? null],
    }),
  }
}

/**
 * A Wallet Standard wallet with `solana:signAndSendTransaction` only: it records each input and
 * answers with `answer` (a 64-byte signature by default).
 */
export function fakeSolanaWallet(
  answer: () => Promise<{ signature: Uint8Array }> = async () => ({
    signature: new Uint8Array(64).fill(7),
  }),
  accounts: readonly string[] = [solanaFrom],
) {
  const inputs: { account: WalletAccount; chain: string; transaction: Uint8Array }[] = []
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Fake Solana Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:mainnet'],
    accounts: accounts.map((address) => ({
      address,
      publicKey: new Uint8Array(32),
      chains: ['solana:mainnet'],
      features: ['solana:signAndSendTransaction'],
    })),
    features: {
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: [0],
        signAndSendTransaction: async (
          ...calls: { account: WalletAccount; chain: string; transaction: Uint8Array }[]
        ) => {
          inputs.push(...calls)
          return [await answer()]
        },
      },
    },
  }
  return { wallet, inputs }
}
