// The frame's own storage. A cross-site embed may get none (the browser throws): then every
// value lives only as long as the page, and a reload logs in again through the app's session
// token (SESSION_UPDATE) and the recovery path.
const memory = new Map<string, string>()
const prefix = 'keyport-frame:'

/** Reads a value, from localStorage when the browser allows it, else from memory. */
export function readItem(key: string): string | undefined {
  try {
    const value = globalThis.localStorage.getItem(prefix + key)
    if (value !== null) return value
  } catch {}
  return memory.get(key)
}

export function writeItem(key: string, value: string) {
  memory.set(key, value)
  try {
    globalThis.localStorage.setItem(prefix + key, value)
  } catch {}
}

export function removeItem(key: string) {
  memory.delete(key)
  try {
    globalThis.localStorage.removeItem(prefix + key)
  } catch {}
}

/** This browser's device id (random, made once). */
export function deviceId(): string {
  let id = readItem('device-id')
  if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
    const bytes = crypto.getRandomValues(new Uint8Array(24))
    id = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    writeItem('device-id', id)
  }
  return id
}
