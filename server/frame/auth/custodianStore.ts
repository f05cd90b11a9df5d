import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * The recovery custodian's own record: the device keys (SHA-256 fingerprints of their SPKI)
 * allowed to receive each wallet's recovery share. It lives apart from the auth service's
 * database, so writing to that database cannot add a key here.
 */
export type CustodianStore = {
  devicesOf(address: string): Promise<readonly string[]>
  addDevice(address: string, fingerprint: string): Promise<void>
}

/** A store in memory (tests). */
export function createMemoryCustodianStore(): CustodianStore {
  const devices = new Map<string, string[]>()
  return {
    devicesOf: async (address) => devices.get(address) ?? [],
    async addDevice(address, fingerprint) {
      const list = devices.get(address) ?? []
      if (!list.includes(fingerprint)) devices.set(address, [...list, fingerprint])
    },
  }
}

/**
 * A store in one JSON file (the dev stack; production gives the custodian its own database or
 * runs it inside an HSM or enclave).
 *
 * @example
 * const store = createFileCustodianStore('.keyport/frame/custodian-devices.json')
 */
export function createFileCustodianStore(path: string): CustodianStore {
  const read = (): Record<string, string[]> =>
    existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string[]>) : {}
  return {
    devicesOf: async (address) => read()[address] ?? [],
    async addDevice(address, fingerprint) {
      const all = read()
      const list = all[address] ?? []
      if (list.includes(fingerprint)) return
      all[address] = [...list, fingerprint]
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, JSON.stringify(all), { mode: 0o600 })
    },
  }
}
