/** What a device key signs for: binding a session, storing a wallet, releasing its shares. */
export type DevicePurpose = 'bind' | 'create' | 'auth-share' | 'recover' | 'export'

/**
 * The bytes a frame's device key signs (ECDSA P-256, SHA-256) and the auth service and the
 * recovery custodian verify. Shared by the frame page and the server, so both build the same
 * bytes; the purpose is part of them, so a signature for one action never serves another.
 *
 * @example
 * const bytes = deviceMessage('recover', challenge, `${address}\n${sealToFingerprint}`)
 */
export function deviceMessage(
  purpose: DevicePurpose,
  challenge: string,
  detail = '',
): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(['keyport-device/v1', purpose, challenge, detail].join('\n'))
}
