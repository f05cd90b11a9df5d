import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, type Hex, hexToBytes } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { DevicePurpose } from '../auth/deviceMessage.ts'
import type { AuthApi } from './authApi.ts'
import { devicePublicKey, sha256Hex, signAsDevice } from './deviceKey.ts'
import { readItem, writeItem } from './frameStorage.ts'
import { deriveSolanaKey, deriveSolanaSeed, type SolanaKey, solanaSecretKey } from './solanaKey.ts'

const oaep = { name: 'RSA-OAEP', hash: 'SHA-256' } as const
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
const shareKey = (userId: string) => `device-share:${userId}`

/** A fresh challenge for `purpose`, signed by this device's key over `detail`. */
async function prove(api: AuthApi, token: string, purpose: DevicePurpose, detail: string) {
  const { challenge } = await api<{ challenge: string }>('/v1/wallet/challenge', { token, purpose })
  return { challenge, signature: await signAsDevice(purpose, challenge, detail) }
}

/**
 * Binds a fresh session to this device's key (right after the login, before the token goes to
 * the host page); again on a reload it is a no-op. A session bound to another device is refused.
 */
async function bindSession(api: AuthApi, token: string) {
  await api('/v1/session/bind', {
    token,
    devicePublicKey: await devicePublicKey(),
    signature: await signAsDevice('bind', await sha256Hex(token)),
  })
}

/** The wallet's two accounts, open in the frame: the EVM key and the Solana key derived from it. */
export type OpenedWallet = { account: PrivateKeyAccount; solana: SolanaKey }

/**
 * Opens the user's wallet inside the frame. A new user's key is made here and split 2-of-3 with
 * the audited `shamir-secret-sharing`: the device share stays in this frame's storage, the auth
 * share goes to the auth service (released only for a challenge this device's key signed), the
 * recovery share goes sealed to the recovery custodian's key, with this device's key, the
 * address and the hash of the login identity. The key itself never leaves this function's account
 * object. The Solana key is derived from the same secret (`deriveSolanaKey`): no share or envelope
 * of its own, and it exists only while the wallet is open here, as a non-extractable CryptoKey.
 */
export async function openWalletKeys(
  api: AuthApi,
  token: string,
  userId: string,
): Promise<OpenedWallet> {
  const opened = await openSecret(api, token, userId, true)
  if ('wallet' in opened) return opened.wallet
  try {
    const account = privateKeyToAccount(bytesToHex(opened.secret))
    if (account.address.toLowerCase() !== opened.address)
      throw new Error('Your wallet could not be opened on this device. Log in again.')
    return { account, solana: await deriveSolanaKey(opened.secret) }
  } finally {
    opened.secret.fill(0)
  }
}

/** `openWalletKeys`' EVM account alone. */
export async function openWallet(
  api: AuthApi,
  token: string,
  userId: string,
): Promise<PrivateKeyAccount> {
  return (await openWalletKeys(api, token, userId)).account
}

/**
 * The wallet's private key in hex, for the export window only (the user asked for it after a
 * fresh login). Never called by the embedded frame, and never sent anywhere.
 */
export async function exportPrivateKey(api: AuthApi, token: string, userId: string) {
  const opened = await openSecret(api, token, userId, false)
  if ('wallet' in opened) throw new Error('This account has no wallet yet.')
  const key = bytesToHex(opened.secret)
  // The Solana account's 64-byte secret key, which the export window shows as wallets import it.
  const solanaKey = await solanaSecretKey(await deriveSolanaSeed(opened.secret))
  opened.secret.fill(0)
  if (privateKeyToAccount(key).address.toLowerCase() !== opened.address)
    throw new Error('Your wallet could not be opened on this device. Log in again.')
  return { address: opened.address, privateKey: key, solanaSecretKey: solanaKey }
}

async function openSecret(
  api: AuthApi,
  token: string,
  userId: string,
  create: boolean,
): Promise<{ wallet: OpenedWallet } | { secret: Uint8Array; address: string }> {
  await bindSession(api, token)
  const wallet = await api<{
    address: string | null
    recoveryPublicKey: string
    identity: string | null
  }>('/v1/wallet', { token })
  if (!wallet.address) {
    if (!create) throw new Error('This account has no wallet yet.')
    const { recoveryPublicKey, identity } = wallet
    if (!identity) throw new Error('Log in again to create your wallet.')
    return { wallet: await createWallet(api, token, userId, { recoveryPublicKey, identity }) }
  }
  const address = wallet.address.toLowerCase()
  const deviceShare = readItem(shareKey(userId))
  if (deviceShare && /^[0-9a-f]{66}$/.test(deviceShare)) {
    const { authShare } = await api<{ authShare: string }>('/v1/wallet/auth-share', {
      token,
      ...(await prove(api, token, 'auth-share', address)),
    })
    const secret = await combine([hexToBytes(`0x${deviceShare}`), hexToBytes(`0x${authShare}`)])
    return { secret, address }
  }
  return { secret: await recover(api, token, userId, address), address }
}

async function createWallet(
  api: AuthApi,
  token: string,
  userId: string,
  { recoveryPublicKey, identity }: { recoveryPublicKey: string; identity: string },
) {
  const key = generatePrivateKey()
  const account = privateKeyToAccount(key)
  const address = account.address.toLowerCase()
  const secret = hexToBytes(key)
  const solana = await deriveSolanaKey(secret)
  const [device, auth, recovery] = await split(secret, 3, 2)
  secret.fill(0)
  const custodian = await crypto.subtle.importKey(
    'spki',
    fromBase64(recoveryPublicKey),
    oaep,
    false,
    ['encrypt'],
  )
  // The custodian's envelope (v3, 117 bytes): the share, this device's key fingerprint, the
  // address, and the SHA-256 of the login identity. The auth service cannot read or change it,
  // so the custodian learns the wallet's first device and whose login may admit another from the
  // wallet's creator itself.
  const creator = hexToBytes(`0x${await sha256Hex(fromBase64(await devicePublicKey()))}`)
  const owner = hexToBytes(`0x${await sha256Hex(identity)}`)
  const envelope = new Uint8Array([
    ...recovery!,
    ...creator,
    ...hexToBytes(address as Hex),
    ...owner,
  ])
  const sealed = await crypto.subtle.encrypt(oaep, custodian, envelope)
  envelope.fill(0)
  recovery!.fill(0)
  await api('/v1/wallet/create', {
    token,
    address: account.address,
    authShare: bytesToHex(auth!).slice(2),
    recoveryShareSealed: toBase64(sealed),
    ...(await prove(api, token, 'create', address)),
  })
  writeItem(shareKey(userId), bytesToHex(device!).slice(2))
  return { account, solana }
}

// A device without a device share gets the recovery share sealed to an RSA key pair it makes
// now; the private half cannot be exported, so only this page can open what comes back. The
// request is signed by the device key, over the custodian's challenge and this RSA key.
async function recover(api: AuthApi, token: string, userId: string, address: string) {
  const pair = await crypto.subtle.generateKey(
    { ...oaep, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    false,
    ['encrypt', 'decrypt'],
  )
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))
  const detail = `${address}\n${await sha256Hex(spki)}`
  const answer = await api<{ authShare: string; recoveryShareSealed: string }>(
    '/v1/wallet/recover',
    { token, devicePublicKey: toBase64(spki), ...(await prove(api, token, 'recover', detail)) },
  )
  const recovery = new Uint8Array(
    await crypto.subtle.decrypt(oaep, pair.privateKey, fromBase64(answer.recoveryShareSealed)),
  )
  const secret = await combine([hexToBytes(`0x${answer.authShare}` as Hex), recovery])
  // This device keeps the recovery share as its own device share from now on.
  writeItem(shareKey(userId), bytesToHex(recovery).slice(2))
  recovery.fill(0)
  return secret
}
