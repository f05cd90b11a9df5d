import { HDKey } from 'micro-key-producer/slip10.js'
import { describe, expect, test } from 'vitest'
import { solanaDevAccounts } from './devAccounts.ts'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('solanaDevAccounts', () => {
  test("behavior: derives m/44'/501'/N'/0' from the anvil mnemonic, the same addresses every time", () => {
    const accounts = solanaDevAccounts(3)
    expect(accounts.map((account) => account.path)).toEqual([
      "m/44'/501'/0'/0'",
      "m/44'/501'/1'/0'",
      "m/44'/501'/2'/0'",
    ])
    expect(accounts.map((account) => account.address)).toEqual([
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
      'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
    ])
  })

  test("behavior: the derivation library meets SLIP-0010's ed25519 test vector 1 (m/0')", () => {
    const seed = Uint8Array.from(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'))
    const key = HDKey.fromMasterSeed(seed).derive("m/0'")
    expect(hex(key.privateKey)).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    )
    expect(hex(key.publicKey)).toBe(
      '008c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
    )
  })
})
