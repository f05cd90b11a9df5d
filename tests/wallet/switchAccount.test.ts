import { type Address, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createTestWallet } from './createTestWallet.ts'
import { anvilAccount0Key } from './defaultOptions.ts'

// anvil's dev key #9; no chain is needed to hold accounts and sign messages.
const otherKey = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
const other = privateKeyToAddress(otherKey)
const first = privateKeyToAddress(anvilAccount0Key)
const chains = [{ id: 1, rpcUrl: 'http://127.0.0.1:9/unused' }]

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

describe('createTestWallet switchAccount', () => {
  test('behavior: switching tells the page, and the new account answers and signs', async () => {
    const wallet = createTestWallet({ privateKey: anvilAccount0Key, otherKeys: [otherKey], chains })
    await wallet.request({ method: 'eth_requestAccounts' })
    const heard: Address[][] = []
    wallet.on('accountsChanged', ((accounts: Address[]) => heard.push(accounts)) as never)
    wallet.switchAccount(other)
    expect(heard).toEqual([[other]])
    expect(wallet.address).toBe(other)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([other])
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: ['0x6869', other],
    })) as `0x${string}`
    expect(await verifyMessage({ address: other, message: 'hi', signature })).toBe(true)
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x6869', first] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  test('behavior: the active account survives a reload; an unknown one is refused', () => {
    const storage = memoryStorage()
    const wallet = createTestWallet({
      privateKey: anvilAccount0Key,
      otherKeys: [otherKey],
      chains,
      storage,
    })
    wallet.switchAccount(other)
    expect(() => wallet.switchAccount('0x0000000000000000000000000000000000000001')).toThrow(
      'holds no key',
    )
    const reloaded = createTestWallet({
      privateKey: anvilAccount0Key,
      otherKeys: [otherKey],
      chains,
      storage,
    })
    expect(reloaded.address).toBe(other)
  })
})
