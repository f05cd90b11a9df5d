import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { hexToBytes } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
} from './createSolanaTestWallet.ts'
import { registerStandardWallet } from './registerStandardWallet.ts'
import { solanaAccount0Key, solanaDevKey } from './solanaKeys.ts'

const account0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const rpcUrl = 'http://solana.test/rpc'
const chains = [{ id: 'solana:mainnet' as const, rpcUrl }]
const sent: { method: string; params: unknown[] }[] = []

const server = setupServer(
  http.post(rpcUrl, async ({ request }) => {
    const body = (await request.json()) as { id: number; method: string; params: unknown[] }
    sent.push({ method: body.method, params: body.params })
    if (body.method === 'sendTransaction') {
      const wire = getBase64Encoder().encode(body.params[0] as string)
      const transaction = getTransactionDecoder().decode(wire)
      const [signature] = Object.values(transaction.signatures)
      return HttpResponse.json({
        jsonrpc: '2.0',
        id: body.id,
        result: getBase58Decoder().decode(signature!),
      })
    }
    if (body.method === 'getSignatureStatuses')
      return HttpResponse.json({
        jsonrpc: '2.0',
        id: body.id,
        result: { context: { slot: 1 }, value: [{ err: null, confirmationStatus: 'confirmed' }] },
      })
    return HttpResponse.json({
      jsonrpc: '2.0',
      id: body.id,
      error: { code: -32601, message: 'no' },
    })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  sent.length = 0
})
afterAll(() => server.close())

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const newWallet = async (extra: Partial<CreateSolanaTestWalletParameters> = {}) => {
  const solana = await createSolanaTestWallet({ privateKey: solanaAccount0Key, chains, ...extra })
  return { ...solana, features: solana.wallet.features as Features }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code: number }) => error.code,
  )

/** A one-instruction transaction (a memo-like call, no accounts) paid by `payer`, as wire bytes. */
function transactionFor(payer: Address) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
          lastValidBlockHeight: 100n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
          data: new Uint8Array([104, 105]),
        },
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('createSolanaTestWallet', () => {
  test('behavior: the key is the anvil mnemonic account #0 on m/44/501/0/0', async () => {
    expect(solanaDevKey(0)).toBe(solanaAccount0Key)
    const { address: active, wallet } = await newWallet()
    expect(active).toBe(account0)
    expect(wallet.chains).toEqual(['solana:mainnet'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
  })

  test('behavior: accounts stay empty until connect is approved, then change reports them', async () => {
    const { wallet, features, control } = await newWallet()
    const changes: string[][] = []
    features['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((a) => a.address)),
    )
    expect(wallet.accounts).toEqual([])
    expect((await features['standard:connect'].connect({ silent: true })).accounts).toEqual([])
    const { accounts } = await features['standard:connect'].connect()
    expect(accounts.map((a) => a.address)).toEqual([account0])
    expect([...accounts[0]!.publicKey]).toHaveLength(32)
    expect(changes).toEqual([[account0]])
    expect(control.log.map((e) => [e.method, e.prompted, e.outcome])).toEqual([
      ['standard:connect', false, 'approved'],
      ['standard:connect', true, 'approved'],
    ])
    await features['standard:disconnect'].disconnect()
    expect(changes.at(-1)).toEqual([])
    expect(wallet.accounts).toEqual([])
  })

  test('behavior: a rejected connect fails with 4001 and stays disconnected', async () => {
    const { wallet, features, control } = await newWallet({
      methods: { 'standard:connect': 'reject' },
    })
    expect(await codeOf(features['standard:connect'].connect())).toBe(4001)
    expect(wallet.accounts).toEqual([])
    expect(control.log.at(-1)).toMatchObject({ outcome: 'rejected', error: { code: 4001 } })
  })

  test('behavior: signMessage signs with Ed25519 only for the connected account', async () => {
    const { wallet, features, control } = await newWallet()
    const message = new TextEncoder().encode('hello keyport')
    const account = (await newWallet()).wallet.accounts[0]
    expect(account).toBeUndefined()
    const [granted] = (await features['standard:connect'].connect()).accounts
    const [output] = await features['solana:signMessage'].signMessage({
      account: granted!,
      message,
    })
    const { publicKey } = await createKeyPairFromPrivateKeyBytes(hexToBytes(solanaAccount0Key))
    expect(await verifySignature(publicKey, output!.signature as never, message)).toBe(true)
    expect(output!.signatureType).toBe('ed25519')

    control.setMode('solana:signMessage', 'reject')
    expect(
      await codeOf(features['solana:signMessage'].signMessage({ account: granted!, message })),
    ).toBe(4001)
    await features['standard:disconnect'].disconnect()
    control.setMode('solana:signMessage', 'approve')
    expect(
      await codeOf(features['solana:signMessage'].signMessage({ account: granted!, message })),
    ).toBe(4100)
    expect(wallet.accounts).toEqual([])
  })

  test('behavior: signTransaction adds a valid fee-payer signature and refuses others', async () => {
    const { features } = await newWallet()
    const [account] = (await features['standard:connect'].connect()).accounts
    const [output] = await features['solana:signTransaction'].signTransaction({
      account: account!,
      transaction: transactionFor(address(account0)),
    })
    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    const { publicKey } = await createKeyPairFromPrivateKeyBytes(hexToBytes(solanaAccount0Key))
    const signature = signed.signatures[address(account0)]
    expect(signature).toBeTruthy()
    expect(await verifySignature(publicKey, signature!, signed.messageBytes)).toBe(true)

    const stranger = address('AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD')
    expect(
      await codeOf(
        features['solana:signTransaction'].signTransaction({
          account: account!,
          transaction: transactionFor(stranger),
        }),
      ),
    ).toBe(-32603)
  })

  test('behavior: signAndSendTransaction sends through the chain RPC and waits for the commitment', async () => {
    const { features } = await newWallet()
    const [account] = (await features['standard:connect'].connect()).accounts
    const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: account!,
      chain: 'solana:mainnet',
      transaction: transactionFor(address(account0)),
      options: { commitment: 'confirmed' },
    })
    expect(sent.map((s) => s.method)).toEqual(['sendTransaction', 'getSignatureStatuses'])
    expect(sent[0]!.params[1]).toMatchObject({ encoding: 'base64' })
    expect(getBase58Decoder().decode(output!.signature)).toBe((sent[1]!.params[0] as string[])[0])
    expect(
      await codeOf(
        features['solana:signAndSendTransaction'].signAndSendTransaction({
          account: account!,
          chain: 'solana:devnet',
          transaction: transactionFor(address(account0)),
        }),
      ),
    ).toBe(-32602)
  })

  test('behavior: manual mode holds a prompt until approveNext', async () => {
    const { features, control } = await newWallet({ mode: 'manual' })
    const connecting = features['standard:connect'].connect()
    const pending = await control.approveNext()
    expect(pending.method).toBe('standard:connect')
    expect((await connecting).accounts.map((a) => a.address)).toEqual([account0])
  })

  test('behavior: switchAccount reports the new account; the connection and it survive a reload', async () => {
    const other = solanaDevKey(1)
    const saved = new Map<string, string>()
    const storage = {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
    }
    const first = await newWallet({ otherKeys: [other], storage })
    const changes: string[][] = []
    first.features['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((a) => a.address)),
    )
    await first.features['standard:connect'].connect()
    const second = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
    first.switchAccount(second)
    expect(changes).toEqual([[account0], [second]])
    expect(() => first.switchAccount('11111111111111111111111111111111')).toThrow(
      /holds no Solana key/,
    )

    const reloaded = await newWallet({ otherKeys: [other], storage })
    expect(reloaded.wallet.accounts.map((a) => a.address)).toEqual([second])
  })

  test('behavior: garbage answers have the right outer shape and nothing usable inside', async () => {
    const { features } = await newWallet({ mode: 'garbage' })
    const { accounts } = await features['standard:connect'].connect()
    expect(accounts[0]?.address).toBe('not-base58!')
  })
})

describe('registerStandardWallet', () => {
  const collect = (list: unknown[]) => ({
    register(wallet: unknown) {
      list.push(wallet)
      return () => {}
    },
  })
  const appReady = (list: unknown[]) =>
    new CustomEvent('wallet-standard:app-ready', { detail: collect(list) })

  test('behavior: registers with an app already listening and with one that loads later', async () => {
    const { wallet } = await newWallet()
    const target = new EventTarget()
    const early: unknown[] = []
    target.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent<(api: ReturnType<typeof collect>) => void>).detail(collect(early)),
    )
    const stop = registerStandardWallet(wallet, target)
    expect(early).toEqual([wallet])
    const late: unknown[] = []
    target.dispatchEvent(appReady(late))
    expect(late).toEqual([wallet])
    stop()
    target.dispatchEvent(appReady(late))
    expect(late).toHaveLength(1)
  })
})
