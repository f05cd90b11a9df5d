import { type Address, getAddress, type Hex, slice } from 'viem'
import * as z from 'zod'

const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity such as 0x1a')
  .transform((value) => BigInt(value))
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'an address: 0x and 40 hex digits')
  .transform((value) => getAddress(value))
// 64 KiB of calldata is far more than any batch the modal sends; a bound keeps decoding cheap.
const bytes = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2}){0,65536}$/, 'hex bytes: 0x and an even number of hex digits')
  .transform((value) => value as Hex)

/**
 * EntryPoint v0.8's EIP-7702 marker in `factory`: viem sends `0x7702`, others the 20-byte form
 * (`0x7702` and zeros). The EntryPoint reads both as "the sender is (being) delegated".
 */
const eip7702FactoryMarker = '0x7702' as const
const paddedMarker = '0x7702000000000000000000000000000000000000'

/** Whether `factory` is the EIP-7702 marker rather than a factory contract. */
export const isEip7702Marker = (factory: string | undefined) =>
  factory !== undefined &&
  (factory === eip7702FactoryMarker || factory.toLowerCase() === paddedMarker)

// Some clients send null for a field they do not fill: the same as leaving it out.
const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined)

const word = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex number of at most 32 bytes')
  .transform((value) => value as Hex)

/** ERC-4337's `eip7702Auth` (a signed EIP-7702 authorization, hex fields), as viem sends it. */
const eip7702AuthSchema = z.object({
  address,
  chainId: quantity,
  nonce: quantity,
  r: word,
  s: word,
  yParity: z
    .string()
    .regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex number such as 0x1')
    .transform((value) => Number(BigInt(value))),
})

/**
 * An EntryPoint v0.8 user operation as ERC-7677 clients send it (viem's RPC form: hex fields,
 * unpacked). Gas fields are optional: `pm_getPaymasterStubData` comes before gas estimation.
 * `initCode` (factory and its data joined) is read as the factory's first 20 bytes. `factory` is a
 * factory contract or the EIP-7702 marker (`0x7702`); the signature covers it as it came, as the
 * bundler packs it into initCode.
 */
const rpcUserOperationSchema = z
  .object({
    sender: address,
    nonce: quantity,
    callData: bytes,
    factory: optional(z.union([z.literal(eip7702FactoryMarker), address])),
    factoryData: optional(bytes),
    initCode: optional(bytes),
    callGasLimit: optional(quantity),
    verificationGasLimit: optional(quantity),
    preVerificationGas: optional(quantity),
    maxFeePerGas: optional(quantity),
    maxPriorityFeePerGas: optional(quantity),
    paymaster: optional(address),
    paymasterVerificationGasLimit: optional(quantity),
    paymasterPostOpGasLimit: optional(quantity),
    paymasterData: optional(bytes),
    signature: optional(bytes),
    eip7702Auth: optional(eip7702AuthSchema),
  })
  .transform(({ initCode, ...userOperation }) => {
    if (userOperation.factory || !initCode || initCode === '0x') return userOperation
    // viem's marker alone is shorter than an address: it is the whole initCode.
    if (initCode.toLowerCase() === eip7702FactoryMarker)
      return { ...userOperation, factory: eip7702FactoryMarker, factoryData: '0x' as Hex }
    if (initCode.length < 42) return userOperation
    return {
      ...userOperation,
      factory: getAddress(slice(initCode, 0, 20)),
      factoryData: slice(initCode, 20),
    }
  })

export type RpcUserOperation = z.output<typeof rpcUserOperationSchema>

/** ERC-7677's params: `[userOperation, entryPoint, chainId (hex), context]`. */
export const paymasterParamsSchema = z.tuple(
  [
    rpcUserOperationSchema,
    address,
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{1,12}$/, 'a hex chain id such as 0x2105')
      .transform((value) => Number(value)),
  ],
  z.unknown(),
)

export type PaymasterParams = {
  userOperation: RpcUserOperation
  entryPoint: Address
  chainId: number
}

/** One JSON-RPC 2.0 request; its params are checked per method. */
export const jsonRpcRequestSchema = z.object(
  {
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string().max(100), z.null()]).optional(),
    method: z.string().min(1).max(100),
    params: z.unknown().optional(),
  },
  { error: 'The body must be one JSON-RPC 2.0 request: { jsonrpc: "2.0", id, method, params }' },
)

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)

/** What the endpoint answers: a JSON-RPC result or error. */
export const jsonRpcResponseSchema = z.union([
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string(), z.null()]),
    result: z.object({
      paymaster: hex,
      paymasterData: hex,
      paymasterVerificationGasLimit: hex,
      paymasterPostOpGasLimit: hex,
      sponsor: z.object({ name: z.string() }).optional(),
      isFinal: z.boolean().optional(),
    }),
  }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string(), z.null()]),
    error: z.object({
      code: z.number().int(),
      message: z.string(),
      data: z.unknown().optional(),
    }),
  }),
])
