/**
 * An RSA-OAEP key pair as a device without a device share makes it (WebCrypto, private half not
 * extractable), with its public half as SPKI bytes and base64: what `/v1/wallet/recover` seals to.
 *
 * @example
 * const { pair, spki } = await rsaDeviceKey()
 */
export async function rsaDeviceKey() {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      hash: 'SHA-256',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
    },
    false,
    ['encrypt', 'decrypt'],
  )
  const spkiBytes = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))
  return { pair, spkiBytes, spki: Buffer.from(spkiBytes).toString('base64') }
}
