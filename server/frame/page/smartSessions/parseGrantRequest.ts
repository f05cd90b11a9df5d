import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import * as z from 'zod/mini'

/** KeyportAccount.MAX_SESSION_TARGETS: the contract refuses a longer list. */
const MAX_SESSION_TARGETS = 16
/** A grant may last a year at most: a session key is meant to be short-lived. */
export const MAX_SESSION_SECONDS = 365 * 24 * 60 * 60

const address = z
  .string()
  .check(z.refine((v) => isAddress(v, { strict: false }), 'must be a 0x address'))
const hexQuantity = z.string().check(z.refine((v) => isHex(v) && v !== '0x', 'must be 0x hex'))

// ERC-7715's request as AppKit's smart sessions send it. Only what KeyportAccount enforces on
// chain is accepted; anything else (a permission or policy type, a restriction inside a
// permission, a field the wallet does not know) is refused, never dropped: strict objects
// throughout, so no key is stripped unseen. zod/mini, as the rest of the frame: the page stays small.
const signer = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('key'),
    data: z.strictObject({
      type: z.literal('secp256k1'),
      publicKey: z
        .string()
        .check(
          z.refine(
            (v) => isHex(v) && v.length === 132 && v.startsWith('0x04'),
            'must be a 0x secp256k1 public key (65 bytes uncompressed)',
          ),
        ),
    }),
  }),
  z.strictObject({ type: z.literal('account'), data: z.strictObject({ address }) }),
])

/** What a permission may carry besides its data: `required` (all is granted or nothing is). */
const permissionFields = {
  required: z.optional(z.boolean()),
  policies: z.optional(z.array(z.unknown()).check(z.maxLength(0, 'no policy types are supported'))),
}
const permission = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('contract-call'),
    // `abi` only describes the target (it restricts nothing); `functions` is refused before this.
    data: z.strictObject({ address, abi: z.optional(z.array(z.unknown())) }),
    ...permissionFields,
  }),
  z.strictObject({
    type: z.literal('native-token-limit'),
    data: z.strictObject({ allowance: hexQuantity }),
    ...permissionFields,
  }),
])

const grantRequestSchema = z.strictObject({
  chainId: hexQuantity,
  address: z.optional(address),
  expiry: z.number().check(z.refine((v) => Number.isInteger(v) && v > 0, 'must be Unix seconds')),
  signer,
  permissions: z.array(permission).check(z.minLength(1)),
  policies: z.optional(z.array(z.unknown()).check(z.maxLength(0, 'no policy types are supported'))),
})

/**
 * A grant asks for a restriction KeyportAccount cannot enforce on chain. The wallet refuses the
 * whole request (ERC-7715 lets a wallet refuse what it cannot grant) rather than grant the key
 * more than the app asked for. `code` is JSON-RPC's invalid params.
 */
class UnsupportedPermissionError extends Error {
  readonly code = -32602
  constructor(message: string) {
    super(message)
    this.name = 'UnsupportedPermissionError'
  }
}

/**
 * The `functions` of a contract-call permission: a list of functions the key may call on the
 * target. The account checks targets, not selectors, so such a grant is refused by name.
 */
function refuseFunctionLimits(request: unknown) {
  const permissions = (request as { permissions?: unknown } | null)?.permissions
  if (!Array.isArray(permissions)) return
  permissions.forEach((p: { type?: unknown; data?: unknown } | null, index) => {
    if (
      p?.type === 'contract-call' &&
      p.data &&
      typeof p.data === 'object' &&
      'functions' in p.data
    )
      throw new UnsupportedPermissionError(
        `Unsupported permission: permissions.${index}.data.functions. This wallet cannot limit a session key to named functions: a key may call any function of its targets. Ask without "functions" (the card then says "any function"), or not at all.`,
      )
  })
}

export type GrantRequest = z.infer<typeof grantRequestSchema>

/** What the owner's user operation grants: exactly what the approval card shows. */
export type SessionGrant = {
  key: Address
  targets: Address[]
  /** Native value (wei), each operation's maximum gas cost included; never 0. */
  spendLimit: bigint
  /** Unix seconds. */
  validUntil: number
}

export type ParseGrantRequestParameters = {
  request: unknown
  chainId: number
  /** The smart account the grant is for. */
  account: Address
  entryPoint: Address
  /** Unix seconds now. */
  now: number
}

/**
 * Reads an ERC-7715 `wallet_grantPermissions` request into the session KeyportAccount can
 * enforce, or throws a message naming what is wrong: a restriction the account cannot enforce
 * (a contract-call's `functions`, any field it does not know) is an `UnsupportedPermissionError`,
 * never dropped. An uncompressed public key (or the key's address) names the signer; there must
 * be at least one `contract-call` target and exactly one `native-token-limit` above 0 (the key's
 * gas counts against it); the expiry is in the future and within a year.
 *
 * @example
 * parseGrantRequest({ request, chainId: 1, account, entryPoint, now: 1_700_000_000 })
 * // { key: '0x…', targets: ['0x…'], spendLimit: 10n ** 16n, validUntil: 1_700_003_600 }
 */
export function parseGrantRequest({
  request,
  chainId,
  account,
  entryPoint,
  now,
}: ParseGrantRequestParameters): { grant: SessionGrant; request: GrantRequest } {
  refuseFunctionLimits(request)
  const parsed = grantRequestSchema.safeParse(request)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    if (issue?.code === 'unrecognized_keys')
      throw new UnsupportedPermissionError(
        `Unsupported permission: ${[...issue.path, ...issue.keys].join('.')} is not something this wallet can enforce, so it grants nothing. Leave it out to ask for what the card shows.`,
      )
    throw new Error(
      `Invalid permissions request: ${issue?.path.join('.') || 'request'} ${issue?.message}`,
    )
  }
  const body = parsed.data
  if (BigInt(body.chainId) !== BigInt(chainId))
    throw new Error(`Permissions are granted on the current chain (${chainId}) only`)
  if (body.address && getAddress(body.address) !== getAddress(account))
    throw new Error('Permissions can be granted for the smart account only')
  if (body.expiry <= now) throw new Error('The permissions expiry is in the past')
  if (body.expiry > now + MAX_SESSION_SECONDS)
    throw new Error('Permissions may last a year at most')

  const key =
    body.signer.type === 'key'
      ? publicKeyToAddress(body.signer.data.publicKey as Hex)
      : getAddress(body.signer.data.address)
  const targets = [
    ...new Set(
      body.permissions.flatMap((p) =>
        p.type === 'contract-call' ? [getAddress(p.data.address)] : [],
      ),
    ),
  ]
  if (targets.length === 0) throw new Error('Name at least one contract-call target')
  if (targets.length > MAX_SESSION_TARGETS)
    throw new Error(`At most ${MAX_SESSION_TARGETS} targets per grant`)
  const forbidden = [getAddress(account), getAddress(entryPoint)]
  if (targets.some((target) => forbidden.includes(target)))
    throw new Error('A session may not call the account itself or the EntryPoint')
  const limits = body.permissions.flatMap((p) =>
    p.type === 'native-token-limit' ? [BigInt(p.data.allowance)] : [],
  )
  if (limits.length > 1) throw new Error('Name one native-token-limit at most')
  const spendLimit = limits[0] ?? 0n
  if (spendLimit >= 2n ** 128n) throw new Error('The native-token-limit is too large')
  // The account counts every operation's maximum gas cost against the limit (KeyportSessionRules'
  // maxGasCost): a key with none could send nothing at all, so it is not granted.
  if (spendLimit === 0n)
    throw new UnsupportedPermissionError(
      'Name a native-token-limit: a session key’s gas is paid by the account and counts against it, so a key without one could send nothing.',
    )
  return { grant: { key, targets, spendLimit, validUntil: body.expiry }, request: body }
}
