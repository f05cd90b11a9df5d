import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { monogramImage, walletSeedSql } from './generateWalletSeed.ts'
import { walletSeed } from './walletSeed.ts'

const committed = readFileSync(
  new URL('../../db/migrations/0005_wallets.sql', import.meta.url),
  'utf8',
)

describe('walletSeedSql', () => {
  test('behavior: the committed migration is what the generator writes', () => {
    // If this fails, run: npx tsx server/api/wallets/generateWalletSeed.ts
    expect(committed).toBe(walletSeedSql())
  })

  test('behavior: the seed has unique slug ids and rdns, the test wallet first', () => {
    expect(walletSeed.length).toBeGreaterThanOrEqual(40)
    expect(walletSeed[0]).toMatchObject({
      id: 'keyport-test-wallet',
      rdns: 'dev.keyport.testwallet',
    })
    const ids = walletSeed.map((wallet) => wallet.id)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/)
    expect(new Set(ids).size).toBe(ids.length)
    const rdns = walletSeed.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
  })

  test('behavior: a quote in a name is escaped, and no statement ends inside a value', () => {
    const sql = walletSeedSql([{ ...(walletSeed[0] as (typeof walletSeed)[0]), name: "O'Wallet;" }])
    expect(sql).toContain("'O''Wallet;'")
    // The migration runner splits statements on ';' at a line end: only the two real ends count.
    expect(sql.split(/;\s*$/m).filter((part) => part.trim())).toHaveLength(3)
  })
})

describe('monogramImage', () => {
  test.each([
    ['Keyport Test Wallet', '#4F46E5', 'KT', '#FFFFFF'],
    ['MetaMask', '#F6851B', 'M', '#FFFFFF'],
    ['Crypto.com Onchain', '#1199FA', 'CO', '#FFFFFF'],
    ['Talisman', '#D5FF5C', 'T', '#111111'],
  ])('behavior: %s on %s gets the letters %s', (name, colour, letters, ink) => {
    const uri = monogramImage({ name, colour })
    const svg = Buffer.from(uri.replace('data:image/svg+xml;base64,', ''), 'base64').toString()
    expect(svg).toContain(`fill="${colour}"`)
    expect(svg).toContain(`fill="${ink}">${letters}</text>`)
  })
})
