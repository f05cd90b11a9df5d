import {
  chainIdFromCoinType,
  coinTypeFromChainId,
  type RegisterNameRequest,
  registerNameMessageSchema,
} from '@keyport/names/schemas'
import { type Address, getAddress, type Hex, hashMessage } from 'viem'
import type { ApiChain, ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { verifyAccountSignature } from '../signatures/verifyAccountSignature.ts'
import type { NameStore } from './createNameStore.ts'
import { parseAccountName } from './parseAccountName.ts'

/** A signed message older than this is refused, so a leaked signature soon stops working. */
const registrationMaxAgeSeconds = 600
/** Client clocks run a little fast; a message "from the future" beyond this is refused. */
const registrationClockSkewSeconds = 30

export type RegisterNameParameters = {
  request: RegisterNameRequest
  store: NameStore
  now: () => number
  /** Served chains: a smart-account (ERC-1271) signature is checked on the chain of the coin type. */
  chains?: ApiDeps['chains']
}

const fail = (status: number, code: string, field: string, description: string) =>
  new ApiError(status, code, [{ field, description }])

function readMessage(message: string) {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    throw fail(
      400,
      'invalid_message',
      'body.message',
      'body.message must be a JSON string: {"name":"…","attributes":{},"timestamp":<unix seconds>}.',
    )
  }
  const parsed = registerNameMessageSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = ['body.message', ...(issue?.path.map(String) ?? [])].join('.')
    throw fail(400, 'invalid_message', field, `${field}: ${issue?.message}`)
  }
  return parsed.data
}

/**
 * The registration's signature is `address`'s: signer first (ecrecover, also for an EIP-7702
 * delegated EOA), then ERC-1271 / ERC-6492 on the coin type's chain for a smart account, never an
 * untrusted delegate's ERC-1271 (`verifyAccountSignature`). A chain that does not answer is no match.
 */
async function signatureMatches(
  { address, message, signature }: { address: Address; message: string; signature: Hex },
  chain: ApiChain | undefined,
) {
  try {
    return await verifyAccountSignature(chain?.client, {
      address,
      hash: hashMessage(message),
      signature,
    })
  } catch {
    return false
  }
}

/** True when a signed coin type stands for `chainId` (60 and 0x80000001 both name chain 1). */
function signsChain(coinType: number, chainId: number) {
  try {
    return chainIdFromCoinType(coinType) === chainId
  } catch {
    return false
  }
}

/**
 * Registers a name after checking, in order: the message (JSON with name, attributes, timestamp,
 * coinType), the name rule, the coin type (eip155 only) and that the signed one names the same
 * chain, the timestamp (at most 10 minutes old), the EIP-191
 * signature by `address`, and that the name is free. Each failure is a 4xx with a clear reason.
 *
 * @example
 * await registerName({ request: { coin_type: 60, address, message, signature }, store, now: Date.now })
 */
export async function registerName({
  request,
  store,
  now,
  chains,
}: RegisterNameParameters): Promise<{ success: true }> {
  const message = readMessage(request.message)
  const { name } = parseAccountName(message.name)

  let chainId: number
  try {
    chainId = chainIdFromCoinType(request.coin_type)
  } catch {
    throw fail(
      400,
      'invalid_coin_type',
      'body.coin_type',
      `Invalid chainId: coin_type ${request.coin_type} is not an EVM coin type. Use 60 for chain 1 or (0x80000000 | chainId) (ENSIP-11); names are eip155 only.`,
    )
  }

  if (!signsChain(message.coinType, chainId))
    throw fail(
      400,
      'coin_type_mismatch',
      'body.message.coinType',
      `The signed message is for coin type ${message.coinType}, the request for ${request.coin_type}. Sign a message whose coinType is the coin type you send.`,
    )

  const nowSeconds = Math.floor(now() / 1000)
  if (message.timestamp > nowSeconds + registrationClockSkewSeconds)
    throw fail(
      400,
      'message_from_future',
      'body.message.timestamp',
      'The message timestamp is in the future. Build it with the current time in unix seconds and sign again.',
    )
  if (nowSeconds - message.timestamp > registrationMaxAgeSeconds)
    throw fail(
      400,
      'message_expired',
      'body.message.timestamp',
      'The signed message is older than 10 minutes. Sign a new registration message and try again.',
    )

  const address = getAddress(request.address.toLowerCase())
  const signed = {
    address,
    message: request.message,
    signature: request.signature as Hex,
  }
  if (!(await signatureMatches(signed, chains?.get(chainId))))
    throw fail(
      401,
      'signature_invalid',
      'body.signature',
      `The signature was not made by ${address}. Sign the exact message with that account (personal_sign) and send both unchanged.`,
    )

  const inserted = await store.insert({
    name,
    address,
    coinType: coinTypeFromChainId(chainId),
    attributes: message.attributes,
    createdAt: nowSeconds,
  })
  if (!inserted)
    throw fail(
      409,
      'name_taken',
      'body.message.name',
      `Name ${name} is already registered. Pick another one (see /v1/profile/suggestions/${name.split('.')[0]}).`,
    )
  return { success: true }
}
