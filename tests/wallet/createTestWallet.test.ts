import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type StartChainsReturnType, startChains } from '@keyport/server/chain/index.ts'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestWallet } from './createTestWallet.ts'
import { anvilAccount0Key } from './defaultOptions.ts'
import type { TestWalletChain } from './types.ts'

const account0: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account1: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let stateDir: string
let chains: StartChainsReturnType
let walletChains: TestWalletChain[]

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'keyport-test-wallet-'))
  chains = await startChains({ ports: { 1: 0, 8453: 0 }, stateDir })
  walletChains = chains.deployment.chains.map((c) => ({
    id: c.chainId,
    rpcUrl: c.rpcUrl,
    name: c.name,
  }))
}, 60_000)

afterAll(async () => {
  await chains?.stop()
  if (stateDir) rmSync(stateDir, { recursive: true, force: true })
})

const newWallet = (extra: Partial<Parameters<typeof createTestWallet>[0]> = {}) =>
  createTestWallet({ privateKey: anvilAccount0Key, chains: walletChains, ...extra })

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code: number }) => error.code,
  )

describe('createTestWallet', () => {
  test('behavior: eth_accounts is empty until eth_requestAccounts is approved', async () => {
    const wallet = newWallet()
    const changes: unknown[] = []
    wallet.on('accountsChanged', (accounts: Address[]) => changes.push(accounts))

    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([account0])
    expect(changes).toEqual([[account0]])
    expect(wallet.isKeyportTestWallet).toBe(true)
    expect(wallet.info).toMatchObject({
      name: 'Keyport Test Wallet',
      rdns: 'dev.keyport.testwallet',
    })
  })

  test('behavior: a rejected connection fails with 4001 and leaves the wallet disconnected', async () => {
    const wallet = newWallet()
    wallet.control.setMode('eth_requestAccounts', 'reject')
    const error = await wallet.request({ method: 'eth_requestAccounts' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(wallet.control.log.map((e) => [e.method, e.outcome])).toEqual([
      ['eth_requestAccounts', 'rejected'],
      ['eth_accounts', 'approved'],
    ])
  })

  test('behavior: signing before connecting fails with 4100; unknown methods of its own with 4200', async () => {
    const wallet = newWallet()
    expect(
      await codeOf(wallet.request({ method: 'personal_sign', params: ['0x68', account0] })),
    ).toBe(4100)
    expect(await codeOf(wallet.request({ method: 'wallet_sendCalls', params: [] }))).toBe(4200)
  })

  test('behavior: personal_sign, eth_sign and eth_signTypedData_v4 verify with viem', async () => {
    const wallet = newWallet()
    await wallet.request({ method: 'eth_requestAccounts' })
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', account0],
    })) as Hex
    expect(await verifyMessage({ address: account0, message: 'hello', signature })).toBe(true)

    const plain = (await wallet.request({
      method: 'personal_sign',
      params: ['Sign in', account0],
    })) as Hex
    expect(await verifyMessage({ address: account0, message: 'Sign in', signature: plain })).toBe(
      true,
    )

    const typedData = {
      domain: { name: 'Keyport', version: '1', chainId: 1 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    } as const
    const typed = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [account0, JSON.stringify(typedData)],
    })) as Hex
    expect(await verifyTypedData({ address: account0, ...typedData, signature: typed })).toBe(true)

    expect(
      await codeOf(wallet.request({ method: 'personal_sign', params: ['0x68', account1] })),
    ).toBe(4100)
  })

  test('behavior: eth_sendTransaction is signed locally and lands on the current chain', async () => {
    const wallet = newWallet({ chainId: 8453 })
    await wallet.request({ method: 'eth_requestAccounts' })
    const base = walletChains.find((c) => c.id === 8453)!
    const client = createPublicClient({ transport: http(base.rpcUrl) })
    const before = await client.getBalance({ address: account1 })

    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: account0, to: account1, value: numberToHex(parseEther('1.5')) }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })

    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account0.toLowerCase())
    expect(await client.getBalance({ address: account1 })).toBe(before + parseEther('1.5'))
    // Reads go to the same chain through the wallet.
    expect(
      await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] }),
    ).toMatchObject({
      transactionHash: hash,
    })
  })

  test('behavior: switches between known chains, 4902 for unknown ones, adds one and switches to it', async () => {
    const wallet = newWallet()
    const switched: unknown[] = []
    wallet.on('chainChanged', (chainId: string) => switched.push(chainId))

    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1')
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x2105')
    // Reads are now forwarded to the 8453 node.
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)

    const unknown = { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }
    expect(await codeOf(wallet.request(unknown))).toBe(4902)

    const ethereum = walletChains.find((c) => c.id === 1)!
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a69', chainName: 'Alias of 1', rpcUrls: [ethereum.rpcUrl] }],
    })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(switched).toEqual(['0x2105', '0x7a69', '0x1'])
  })

  test('behavior: permissions grant and revoke the connection; revoking emits accountsChanged []', async () => {
    const wallet = newWallet()
    const changes: unknown[] = []
    wallet.on('accountsChanged', (accounts: Address[]) => changes.push(accounts))

    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(granted).toMatchObject([{ parentCapability: 'eth_accounts' }])
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(changes).toEqual([[account0], []])
  })

  test('behavior: emits connect on creation, disconnect (4900) offline, connect again online', async () => {
    const wallet = newWallet({ chainId: 8453 })
    const events: unknown[] = []
    wallet.on('connect', (info: unknown) => events.push(['connect', info]))
    wallet.on('disconnect', (error: { code: number }) => events.push(['disconnect', error.code]))
    await new Promise((resolve) => setTimeout(resolve, 5))

    wallet.control.setOffline(true)
    expect(await codeOf(wallet.request({ method: 'eth_chainId' }))).toBe(4900)
    wallet.control.setOffline(false)
    expect(events).toEqual([
      ['connect', { chainId: '0x2105' }],
      ['disconnect', 4900],
      ['connect', { chainId: '0x2105' }],
    ])
  })

  test('behavior: manual mode holds requests until approveNext or rejectNext', async () => {
    const wallet = newWallet({ mode: 'manual' })
    const connecting = wallet.request({ method: 'eth_requestAccounts' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(wallet.control.pending).toMatchObject([{ method: 'eth_requestAccounts' }])
    expect(wallet.control.log.at(-1)?.outcome).toBe('waiting')

    await wallet.control.approveNext()
    expect(await connecting).toEqual([account0])

    const signing = wallet.request({ method: 'personal_sign', params: ['0x68', account0] })
    await wallet.control.rejectNext()
    expect(await codeOf(signing)).toBe(4001)
    expect(wallet.control.pending).toEqual([])
  })

  test('behavior: garbage mode answers eth_requestAccounts with malformed accounts', async () => {
    const wallet = newWallet({ methods: { eth_requestAccounts: 'garbage' } })
    const accounts = await wallet.request({ method: 'eth_requestAccounts' })
    expect(accounts).toEqual(['0xNOT-AN-ADDRESS', 42, null])
    expect(wallet.control.log[0]?.outcome).toBe('garbage')
  })

  test('behavior: keeps connection, chain and modes in the given storage across instances', async () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    }
    const first = newWallet({ storage })
    await first.request({ method: 'eth_requestAccounts' })
    await first.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    first.control.setMode('personal_sign', 'reject')

    const second = newWallet({ storage })
    expect(await second.request({ method: 'eth_accounts' })).toEqual([account0])
    expect(await second.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(
      await codeOf(second.request({ method: 'personal_sign', params: ['0x68', account0] })),
    ).toBe(4001)
  })
})
