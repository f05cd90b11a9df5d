import {
  constants,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  publicEncrypt,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import { ApiError } from '../../api/http/ApiError.ts'
import type { Database } from '../../db/Database.ts'
import type { Mailer } from '../FrameDeps.ts'
import { createApprovalTokens } from './custodianApprovals.ts'
import {
  type CustodianChallenges,
  createDatabaseCustodianChallenges,
  createMemoryCustodianChallenges,
} from './custodianChallenges.ts'
import {
  type CustodianLoginCheckSettings,
  createCustodianLoginCheck,
} from './custodianLoginChecks.ts'
import {
  type CustodianStore,
  createDatabaseCustodianStore,
  createMemoryCustodianStore,
} from './custodianStore.ts'
import { deviceMessage } from './deviceMessage.ts'
import { assertDeviceSignature, deviceKeyOf, fingerprintOf, spkiKeyOf } from './deviceSignatures.ts'
import { type LoginProof, loginIdentity } from './loginProof.ts'
import { openEnvelope } from './recoveryEnvelope.ts'

/** What the auth service passes on from a device that asks for the recovery share. */
type ResealRequest = {
  /** The wallet, as the auth service names it; it must match the address sealed in `sealed`. */
  address: string
  /** The stored recovery envelope (RSA-OAEP to the custodian's key). */
  sealed: string
  /** The asking device's P-256 key (SPKI DER, base64). */
  deviceKey: string
  /** A challenge from this custodian's `challenge()`. */
  challenge: string
  /** The device key's signature of `deviceMessage('recover', challenge, address + '\n' + fingerprint(sealTo))`. */
  signature: string
  /** The device's RSA-OAEP key the share is sealed to (SPKI DER, base64). */
  sealTo: string
  /** The session's login, for a device the custodian does not know yet (social, Farcaster). */
  login?: LoginProof
}

/** The auth service asks the custodian to email its own new-device approval (email wallets). */
type DeviceApprovalRequest = {
  address: string
  sealed: string
  /** The new device's P-256 key, from the login's start. */
  deviceKey: string
  /** The address the login is for; the custodian mails it only if it is the sealed identity. */
  email: string
  /** The auth service's login id, handed back when the user approves. */
  ref: string
}

/**
 * Holds the key that opens recovery shares and re-seals one only for a device it trusts, by its
 * own checks. Every member takes and returns plain JSON values, so the custodian can run as its
 * own process (or inside an HSM or enclave) behind this interface; the dev stack runs it in
 * process.
 *
 * The frame seals each new wallet's recovery envelope to `publicKey` (RSA-OAEP, SHA-256): the
 * 33-byte share, the SHA-256 fingerprint of the creating device's key, the wallet address, and
 * the SHA-256 of the wallet's login identity. The auth service stores it and cannot read or
 * change it.
 */
export interface RecoveryCustodian {
  /** SPKI DER, base64: what the frame seals recovery envelopes to. */
  readonly publicKey: string
  /** A fresh, single-use challenge (it lives 60 s) for one `reseal`. */
  challenge(): Promise<{ challenge: string }>
  /**
   * Re-seals the share to `sealTo` when `signature` is a device key's over this custodian's
   * fresh challenge, and that key is the wallet's creating device, one this custodian recorded
   * for the wallet (after its own email approval), or one a provider-signed login proves
   * (`login`: an ID token or SIWF signature over a nonce bound to that key, for the sealed
   * identity). Nothing the auth service says alone admits a device.
   */
  reseal(request: ResealRequest): Promise<{ sealed: string }>
  /**
   * Emails the custodian's own new-device approval link to `email` when it is the wallet's sealed
   * identity (`sent: true`); otherwise sends nothing (an older envelope, another identity).
   */
  requestDeviceApproval(request: DeviceApprovalRequest): Promise<{ sent: boolean }>
  /** The approval page posts the link's token here: the device is recorded for the wallet. */
  approveDevice(token: string): Promise<{ address: string; ref: string }>
  /**
   * Checks that `upgraded` may replace the wallet's older envelope `sealed` (v1, the share alone;
   * or v2, no identity): it is a current envelope (v3) holding the very same share, and, when
   * `sealed` names an address, the same address. Only a device that holds the wallet (and so can
   * rebuild its share) can seal one; the auth service cannot. Answers the address `upgraded`
   * names, for the auth service to match against its own row before it stores the replacement.
   */
  upgradeEnvelope(request: EnvelopeUpgradeRequest): Promise<{ address: string }>
}

/** The auth service passes on a device's replacement for its wallet's older envelope. */
type EnvelopeUpgradeRequest = {
  /** The envelope stored now. */
  sealed: string
  /** The device's new envelope (v3), sealed to this custodian's key. */
  upgraded: string
}

export type CreateRecoveryCustodianParameters = CustodianLoginCheckSettings & {
  /** PKCS#8 PEM. @default a fresh key (tests) */
  privateKeyPem?: string
  /**
   * Where its challenges and device record live, shared by every process on it (tables
   * `frame_custodian_*`, rows MAC'd under keys derived from the private key).
   * @default none: `store` and `challenges` (in memory unless given)
   */
  db?: Pick<Database, 'query'>
  /** Its own record of device keys per wallet. @default in `db`, else in memory */
  store?: CustodianStore
  /** Its open challenges. @default in `db`, else in memory */
  challenges?: CustodianChallenges
  /**
   * Its own mail: the approval emails' sender and the approval page's URL (on the frame site,
   * `/custodian/approve`). @default none (email wallets then recover on known devices only)
   */
  mail?: { mailer: Mailer; approvalUrl: string }
  /** Key of the approval links' MAC. @default derived from the private key (HKDF-SHA256) */
  macKey?: Buffer
}

const oaep = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }
const challengeTtlMs = 60_000
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Creates the custodian from a PKCS#8 PEM private key, or a fresh key when none is given (tests).
 * In production this is an HSM or KMS that decrypts only inside its boundary, with its own issuer
 * list and mail credentials.
 *
 * @example
 * const custodian = createRecoveryCustodian({ privateKeyPem, db, issuers: [{ issuer, clientId }], farcasterDomain: 'wallet.example', mail: { mailer, approvalUrl } })
 */
export function createRecoveryCustodian({
  privateKeyPem,
  db,
  store,
  challenges,
  mail,
  macKey,
  now = Date.now,
  ...checks
}: CreateRecoveryCustodianParameters = {}): RecoveryCustodian & {
  privateKeyPem: string
  /** Its device record, for a one-time import of an older dev stack's file. */
  store: CustodianStore
} {
  const privateKey: KeyObject = privateKeyPem
    ? createPrivateKey(privateKeyPem)
    : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  const publicKey = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'der' })
    .toString('base64')
  // One key per use, derived from the private key: only the custodian can make any of them.
  const keyFor = (info: string) =>
    Buffer.from(
      hkdfSync('sha256', privateKey.export({ type: 'pkcs8', format: 'der' }), '', info, 32),
    )
  const tokens = createApprovalTokens(macKey ?? keyFor('keyport-custodian-approval-mac'), now)
  const checkLogin = createCustodianLoginCheck({ ...checks, now })
  const record =
    store ??
    (db
      ? createDatabaseCustodianStore({ db, key: keyFor('keyport-custodian-device-record') })
      : createMemoryCustodianStore())
  const open =
    challenges ?? (db ? createDatabaseCustodianChallenges(db) : createMemoryCustodianChallenges())
  const challengeKey = keyFor('keyport-custodian-challenge')
  // Challenges by their MAC, with their expiry: this custodian's own freshness, not the caller's.
  const challengeMac = (challenge: string) =>
    createHmac('sha256', challengeKey).update(challenge).digest('hex')
  const spend = async (challenge: string) => {
    if (!(await open.spend(challengeMac(challenge), now())))
      throw new ApiError(
        403,
        'challenge_invalid',
        'This request was already used or has expired. Try again.',
      )
  }
  const refuse = (cause?: unknown): never => {
    throw Object.assign(
      new ApiError(
        403,
        'device_not_trusted',
        'The recovery custodian does not know this device for this wallet.',
      ),
      { cause },
    )
  }
  /** Whether the login proves the sealed identity for this device; the reason when not. */
  const proves = async (login: LoginProof | undefined, deviceKey: string, identity?: string) => {
    if (!login || !identity) return refuse(new Error('no login proof, or no sealed identity'))
    const proven = await checkLogin(login, deviceKey).catch(refuse)
    if (sha256(proven) !== identity) refuse(new Error('the login is not the wallet’s identity'))
  }
  return {
    publicKey,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    store: record,
    async challenge() {
      const t = now()
      const challenge = randomBytes(32).toString('base64url')
      await open.issue(challengeMac(challenge), t + challengeTtlMs, t)
      return { challenge }
    },
    async reseal(request) {
      await spend(request.challenge)
      const device = deviceKeyOf(request.deviceKey)
      const sealTo = rsaKeyOf(request.sealTo)
      const envelope = openEnvelope(privateKey, request.sealed)
      try {
        // Envelopes from before device keys (v1) hold the share alone: no creator, no address.
        // Taking the auth service's word for the address let it pair one wallet's envelope with
        // another wallet's address, where its own device is on record, and so receive that share.
        // Such an envelope is re-sealed for no device; the wallet's devices upgrade it instead.
        if (!envelope.address) throw outdated()
        const address = envelope.address
        if (address !== request.address.toLowerCase()) refuse()
        assertDeviceSignature(
          device,
          deviceMessage(
            'recover',
            request.challenge,
            `${address}\n${fingerprintOf(request.sealTo)}`,
          ),
          request.signature,
        )
        const fingerprint = fingerprintOf(request.deviceKey)
        const known =
          fingerprint === envelope.creator ||
          (await record.devicesOf(address)).includes(fingerprint)
        if (!known) {
          await proves(request.login, request.deviceKey, envelope.identity)
          await record.addDevice(address, fingerprint)
        }
        return {
          sealed: publicEncrypt({ key: sealTo, ...oaep }, envelope.share).toString('base64'),
        }
      } finally {
        envelope.wipe()
      }
    },
    async requestDeviceApproval(request) {
      deviceKeyOf(request.deviceKey)
      const envelope = openEnvelope(privateKey, request.sealed)
      envelope.wipe()
      const address = request.address.toLowerCase()
      if (
        !mail ||
        envelope.address !== address ||
        envelope.identity !== sha256(loginIdentity({ kind: 'email', email: request.email }))
      )
        return { sent: false }
      const token = tokens.issue({
        address,
        fingerprint: fingerprintOf(request.deviceKey),
        ref: request.ref,
      })
      await mail.mailer.send(
        request.email,
        'Approve your new device',
        `Someone is signing in to your Keyport wallet ${address} from a new device.\n\nApprove it: ${mail.approvalUrl}?token=${token}\n\nOnce you approve, the device can open your wallet and we email you the login code to enter in the app. If this was not you, ignore this email: nothing happens without your approval.\n\nThis email comes from the Keyport recovery custodian, which keeps your wallet's recovery share apart from the login service.`,
      )
      return { sent: true }
    },
    async approveDevice(token) {
      const approval = tokens.open(token)
      await record.addDevice(approval.address, approval.fingerprint)
      return { address: approval.address, ref: approval.ref }
    },
    async upgradeEnvelope(request) {
      const stored = openEnvelope(privateKey, request.sealed)
      const upgraded = openEnvelope(privateKey, request.upgraded)
      try {
        const invalid = (why: string) =>
          new ApiError(400, 'recovery_upgrade_invalid', `The new recovery envelope ${why}.`)
        if (stored.identity) throw invalid('replaces one that is already current')
        if (!upgraded.identity || !upgraded.address) throw invalid('is not in the current format')
        if (!timingSafeEqual(stored.share, upgraded.share))
          throw invalid('does not hold this wallet’s recovery share')
        if (stored.address && stored.address !== upgraded.address)
          throw invalid('names another wallet')
        return { address: upgraded.address }
      } finally {
        stored.wipe()
        upgraded.wipe()
      }
    },
  }
}

/** A v1 envelope names no wallet: the custodian cannot tell whose share it holds. */
function outdated() {
  return new ApiError(
    409,
    'recovery_envelope_outdated',
    'This wallet’s recovery share was sealed before device checks, so the recovery custodian cannot tell which wallet it belongs to and re-seals it for no device. Open the wallet on a device you used before: it seals the share again in the current format (upgradeEnvelope), and recovery on new devices works from then on.',
  )
}

function rsaKeyOf(spki: string) {
  const key = spkiKeyOf(spki, 'body.devicePublicKey: Expected an RSA public key (SPKI, base64).')
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
    throw new ApiError(
      400,
      'device_key_invalid',
      'body.devicePublicKey: Expected an RSA key of at least 2048 bits.',
    )
  return key
}
