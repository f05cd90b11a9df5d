import type { TestWalletInfo } from './types.ts'

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#1f6feb"/>' +
  '<path d="M30 26h10v18l18-18h13L50 47l22 23H58L40 51v19H30z" fill="#fff"/></svg>'

/** The test wallet's icon: a white K on blue, inline so it loads with the network closed. */
export const defaultIcon = `data:image/svg+xml;base64,${btoa(iconSvg)}`

/** A v4 UUID; `crypto.randomUUID` only exists in secure contexts, so fall back to random bytes. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Fills the EIP-6963 info the caller left out. */
export function resolveInfo(info: Partial<TestWalletInfo> = {}): TestWalletInfo {
  return {
    name: info.name ?? 'Keyport Test Wallet',
    rdns: info.rdns ?? 'dev.keyport.testwallet',
    icon: info.icon ?? defaultIcon,
    uuid: info.uuid ?? randomUuid(),
  }
}
