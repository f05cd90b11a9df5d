import { type DevicePurpose, deviceMessage } from '../auth/deviceMessage.ts'

// This browser's device key: ECDSA P-256, made here with `extractable: false`, kept as a
// CryptoKey in the frame origin's IndexedDB. No script, not even this page's, can read its
// private half; a host page never reaches it. Where the browser gives the frame no IndexedDB
// (some cross-site embeds), the key lives as long as the page and a reload logs in again.
const ecdsa = { name: 'ECDSA', namedCurve: 'P-256' } as const
const database = 'keyport-frame'
const table = 'keys'
const entry = 'device'
let pair: Promise<CryptoKeyPair> | undefined

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))

/** SHA-256 of bytes or a UTF-8 string, in hex. */
export async function sha256Hex(value: Uint8Array<ArrayBuffer> | string): Promise<string> {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
}

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode) {
  return new Promise<T>((resolve, reject) => {
    const open = globalThis.indexedDB.open(database, 1)
    open.onupgradeneeded = () => open.result.createObjectStore(table)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const call = run(db.transaction(table, mode).objectStore(table))
      call.onsuccess = () => {
        resolve(call.result)
        db.close()
      }
      call.onerror = () => {
        reject(call.error)
        db.close()
      }
    }
  })
}

async function loadOrCreate(): Promise<CryptoKeyPair> {
  const stored = await request<CryptoKeyPair | undefined>(
    (store) => store.get(entry),
    'readonly',
  ).catch(() => undefined)
  if (stored?.privateKey && stored.publicKey) return stored
  const made = await crypto.subtle.generateKey(ecdsa, false, ['sign', 'verify'])
  await request((store) => store.put(made, entry), 'readwrite').catch(() => undefined)
  return made
}

/** This browser's device key pair, loaded or made once per page. */
function deviceKeyPair(): Promise<CryptoKeyPair> {
  pair ??= loadOrCreate()
  return pair
}

/** The device key's public half: SPKI DER, base64. */
export async function devicePublicKey(): Promise<string> {
  return toBase64(await crypto.subtle.exportKey('spki', (await deviceKeyPair()).publicKey))
}

/** The device key's signature (IEEE P1363, base64) of one purpose's message. */
export async function signAsDevice(
  purpose: DevicePurpose,
  challenge: string,
  detail = '',
): Promise<string> {
  const { privateKey } = await deviceKeyPair()
  const message = deviceMessage(purpose, challenge, detail)
  return toBase64(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, message))
}

/** Forgets the key in this page (tests: another device; IndexedDB, where there is one, stays). */
export function forgetDeviceKey() {
  pair = undefined
}
