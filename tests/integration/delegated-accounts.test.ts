import { fileURLToPath } from 'node:url'
import { delegationOf, isContractCode } from '@keyport/kernel/chain'
import type { ApiChain } from '@keyport/server/api/ApiDeps.ts'
import { registerName } from '@keyport/server/api/names/registerName.ts'
import { openTestNameStore } from '@keyport/server/api/names/testing/openTestNameStore.ts'
import { verifySignInSignature } from '@keyport/server/api/sessions/verifySignInSignature.ts'
import { compileContracts } from '@keyport/server/chain/compileContracts.ts'
import { simulateBalanceChanges } from '@keyport/server/frame/page/approval/simulateBalanceChanges.ts'
import { type Address, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type DelegatedChain,
  permissiveContractCode,
  silentContractCode,
  startDelegatedChain,
} from './support/delegatedChain.ts'

// anvil's dev keys #4 and #5 (funded): the account that delegates, and the one that sends for it.
const alice = privateKeyToAccount(
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
)
const sponsor = privateKeyToAccount(
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
)
const silentDelegate = '0x00000000000000000000000000000000000ca11e' as Address
const domain = 'shop.example'

describe('delegated accounts (EIP-7702) on a real chain', () => {
  let chain: DelegatedChain
  beforeAll(async () => {
    chain = await startDelegatedChain()
    await chain.setCode(silentDelegate, silentContractCode)
    await chain.setCode(alice.address, chain.designator(silentDelegate))
  }, 60_000)
  afterAll(() => chain?.stop())

  const siwe = async () => {
    const message = createSiweMessage({
      address: alice.address,
      chainId: 1,
      domain,
      uri: `https://${domain}/`,
      version: '1',
      nonce: 'abcdefgh12345678',
      issuedAt: new Date(),
    })
    return { message, signature: await alice.signMessage({ message }) }
  }

  test('behavior: anvil_setCode gives the EOA a designator that reads as a delegate, not a contract', async () => {
    const code = await chain.client.getCode({ address: alice.address })
    expect(delegationOf(code)).toBe(silentDelegate)
    expect(isContractCode(code)).toBe(false)
    expect(isContractCode(await chain.client.getCode({ address: silentDelegate }))).toBe(true)
  })

  test("behavior: viem's verifyMessage and verifySiweMessage accept the delegated EOA's own signature", async () => {
    const { message, signature } = await siwe()
    expect(await chain.client.verifyMessage({ address: alice.address, message, signature })).toBe(
      true,
    )
    expect(await verifySiweMessage(chain.client, { message, signature, domain })).toBe(true)
  })

  test("behavior: the API's SIWX sign-in accepts the delegated EOA's own signature", async () => {
    const { message, signature } = await siwe()
    const deps = {
      chains: new Map([[1, { client: chain.client } as ApiChain]]),
      log: () => {},
    }
    const request = { address: alice.address, chainId: 1, message, signature }
    expect(await verifySignInSignature(deps, request as never, new Date())).toBe(true)
  })

  test('behavior: a name registration signed by the delegated EOA is accepted', async () => {
    const { store, close } = await openTestNameStore()
    try {
      const message = JSON.stringify({
        name: 'delegated-alice',
        attributes: {},
        timestamp: Math.floor(Date.now() / 1000),
        coinType: 60,
      })
      const request = {
        coin_type: 60,
        address: alice.address,
        message,
        signature: await alice.signMessage({ message }),
      }
      const chains = new Map([[1, { client: chain.client } as ApiChain]])
      expect(await registerName({ request, store, now: Date.now, chains })).toEqual({
        success: true,
      })
    } finally {
      await close()
    }
  }, 30_000)

  test('attack: a name registration signed by another key for an EOA delegated to a yes-to-anything contract is refused', async () => {
    const { store, close } = await openTestNameStore()
    try {
      const drainer = '0x00000000000000000000000000000000000d4a1e' as Address
      const victim = privateKeyToAccount(`0x${'a2'.repeat(32)}` as Hex)
      const attacker = privateKeyToAccount(`0x${'e2'.repeat(32)}` as Hex)
      await chain.setCode(drainer, permissiveContractCode)
      await chain.setCode(victim.address, chain.designator(drainer))
      const message = JSON.stringify({
        name: 'stolen-name',
        attributes: {},
        timestamp: Math.floor(Date.now() / 1000),
        coinType: 60,
      })
      const request = {
        coin_type: 60,
        address: victim.address,
        message,
        signature: await attacker.signMessage({ message }),
      }
      const chains = new Map([[1, { client: chain.client } as ApiChain]])
      await expect(registerName({ request, store, now: Date.now, chains })).rejects.toMatchObject({
        status: 401,
      })
    } finally {
      await close()
    }
  }, 30_000)

  test("behavior: the approval card's simulation treats a delegated sender and recipient as accounts", async () => {
    const rpc = (method: string, params: unknown[]) =>
      chain.client.request({ method, params } as never)
    const bob = privateKeyToAccount(`0x${'b0'.repeat(32)}` as Hex).address
    await chain.setCode(bob, chain.designator(silentDelegate))
    const result = await simulateBalanceChanges({
      rpc,
      from: alice.address,
      calls: [{ to: bob, value: parseEther('1'), data: '0x' }],
      nativeSymbol: 'ETH',
      readToken: async () => undefined,
    })
    expect(result).toEqual({ status: 'ok', changes: ['−1 ETH'] })
  })

  test("behavior: viem's signAuthorization and sendTransaction({ authorizationList }) delegate for real, and sign-in still works", async () => {
    const carol = privateKeyToAccount(`0x${'ca'.repeat(32)}` as Hex)
    const wallet = createWalletClient({
      account: sponsor,
      chain: chain.client.chain!,
      transport: http(chain.rpcUrl),
    })
    const authorization = await wallet.signAuthorization({
      account: carol,
      contractAddress: silentDelegate,
    })
    const hash = await wallet.sendTransaction({
      authorizationList: [authorization],
      to: carol.address,
      data: '0x',
    })
    expect((await chain.client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const code = await chain.client.getCode({ address: carol.address })
    expect(delegationOf(code)).toBe(silentDelegate)

    const message = createSiweMessage({
      address: carol.address,
      chainId: 1,
      domain,
      uri: `https://${domain}/`,
      version: '1',
      nonce: 'abcdefgh12345678',
      issuedAt: new Date(),
    })
    const signature = await carol.signMessage({ message })
    expect(await verifySiweMessage(chain.client, { message, signature, domain })).toBe(true)
    const deps = { chains: new Map([[1, { client: chain.client } as ApiChain]]), log: () => {} }
    const request = { address: carol.address, chainId: 1, message, signature }
    expect(await verifySignInSignature(deps, request as never, new Date())).toBe(true)
  })

  test('behavior: an EOA delegated to the real KeyportDelegate signs in and its ERC-1271 answers as the delegate decides', async () => {
    const { KeyportDelegate } = compileContracts({
      cacheDir: fileURLToPath(new URL('../../.keyport/artifacts', import.meta.url)),
    })
    const wallet = createWalletClient({
      account: sponsor,
      chain: chain.client.chain!,
      transport: http(chain.rpcUrl),
    })
    const entryPoint = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' // v0.8's address
    const deploy = await wallet.deployContract({
      abi: [{ type: 'constructor', inputs: [{ name: 'anEntryPoint', type: 'address' }] }],
      bytecode: KeyportDelegate!.bytecode,
      args: [entryPoint],
    })
    const { contractAddress } = await chain.client.waitForTransactionReceipt({ hash: deploy })
    const dave = privateKeyToAccount(`0x${'da'.repeat(32)}` as Hex)
    const authorization = await wallet.signAuthorization({
      account: dave,
      contractAddress: contractAddress!,
    })
    const hash = await wallet.sendTransaction({
      authorizationList: [authorization],
      to: dave.address,
    })
    await chain.client.waitForTransactionReceipt({ hash })
    expect(delegationOf(await chain.client.getCode({ address: dave.address }))).toBe(
      contractAddress!.toLowerCase(),
    )
    const message = createSiweMessage({
      address: dave.address,
      chainId: 1,
      domain,
      uri: `https://${domain}/`,
      version: '1',
      nonce: 'abcdefgh12345678',
      issuedAt: new Date(),
    })
    const signature = await dave.signMessage({ message })
    expect(await chain.client.verifyMessage({ address: dave.address, message, signature })).toBe(
      true,
    )
    const deps = { chains: new Map([[1, { client: chain.client } as ApiChain]]), log: () => {} }
    const request = { address: dave.address, chainId: 1, message, signature }
    expect(await verifySignInSignature(deps, request as never, new Date())).toBe(true)
    // Another key's signature: neither the delegate's ERC-1271 nor our path takes it.
    const stranger = await sponsor.signMessage({ message })
    expect(await verifySiweMessage(chain.client, { message, signature: stranger, domain })).toBe(
      false,
    )
    const strangerRequest = { ...request, signature: stranger }
    expect(await verifySignInSignature(deps, strangerRequest as never, new Date())).toBe(false)
  }, 60_000)
})
