import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  hexToBigInt,
  keccak256,
  type LocalAccount,
  numberToHex,
  pad,
} from 'viem'
import { getInitCode, type UserOperation } from 'viem/account-abstraction'

/**
 * Gas KeyportPaymaster's validation may use: decoding paymasterAndData, hashing the operation and
 * one ecrecover take about 12 k gas (measured on anvil); the rest is headroom for long callData.
 * The EntryPoint does not charge unused verification gas, so headroom costs nothing.
 */
export const PAYMASTER_VERIFICATION_GAS = 60_000n
/** KeyportPaymaster returns no context, so the EntryPoint never calls its postOp. */
export const PAYMASTER_POST_OP_GAS = 0n

/**
 * The fields of a v0.8 user operation the paymaster's signature covers. The paymaster's own gas
 * limits are in it: they are the values the stub answered with, and `signPaymasterData` fills in
 * the ones it returns.
 */
export type PaymasterUserOperation = Pick<
  UserOperation<'0.8'>,
  | 'sender'
  | 'nonce'
  | 'callData'
  | 'callGasLimit'
  | 'verificationGasLimit'
  | 'preVerificationGas'
  | 'maxFeePerGas'
  | 'maxPriorityFeePerGas'
> &
  Partial<
    Pick<
      UserOperation<'0.8'>,
      'factory' | 'factoryData' | 'paymasterVerificationGasLimit' | 'paymasterPostOpGasLimit'
    >
  >

export type PaymasterHashParameters = {
  userOperation: PaymasterUserOperation
  chainId: number
  /** The KeyportPaymaster (deployment's `accountAbstraction.paymaster`). */
  paymaster: Address
  /** Last second (block time) the signature is good for; 0 means no end. */
  validUntil: number
  /** First second (block time) the signature is good for. */
  validAfter: number
}

/** The ERC-7677 fields of pm_getPaymasterData and pm_getPaymasterStubData (hex, as on the wire). */
export type PaymasterDataReturnType = {
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: Hex
  paymasterPostOpGasLimit: Hex
}

/** Two uint128 in one word, high then low, as the EntryPoint packs gas limits and fees. */
function packUints(high: bigint, low: bigint): Hex {
  return concat([pad(numberToHex(high), { size: 16 }), pad(numberToHex(low), { size: 16 })])
}

function encodeValidity(validUntil: number, validAfter: number): Hex {
  return encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter])
}

/**
 * The hash KeyportPaymaster signs and checks (`getHash` in KeyportPaymaster.sol): the packed user
 * operation without its signature and without paymasterAndData's signed part, the chain, the
 * paymaster and the validity window.
 *
 * @example
 * const hash = paymasterHash({ userOperation, chainId: 1, paymaster, validUntil, validAfter: 0 })
 */
export function paymasterHash({
  userOperation,
  chainId,
  paymaster,
  validUntil,
  validAfter,
}: PaymasterHashParameters): Hex {
  // The initCode the EntryPoint receives (factory then factoryData), as the contract hashes it.
  const initCode = getInitCode(userOperation)
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        userOperation.sender,
        userOperation.nonce,
        keccak256(initCode),
        keccak256(userOperation.callData),
        packUints(userOperation.verificationGasLimit, userOperation.callGasLimit),
        hexToBigInt(
          packUints(
            userOperation.paymasterVerificationGasLimit ?? 0n,
            userOperation.paymasterPostOpGasLimit ?? 0n,
          ),
        ),
        userOperation.preVerificationGas,
        packUints(userOperation.maxPriorityFeePerGas, userOperation.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}

function toReturnType(paymaster: Address, paymasterData: Hex): PaymasterDataReturnType {
  return {
    paymaster,
    paymasterData,
    paymasterVerificationGasLimit: numberToHex(PAYMASTER_VERIFICATION_GAS),
    paymasterPostOpGasLimit: numberToHex(PAYMASTER_POST_OP_GAS),
  }
}

export type SignPaymasterDataParameters = PaymasterHashParameters & {
  /** The paymaster's verifyingSigner (dev: the `paymasterSigner` key of server/stack/devAccounts). */
  signer: LocalAccount
}

/**
 * Signs a user operation for KeyportPaymaster (EIP-191 over `paymasterHash`) and encodes
 * paymasterData: `abi.encode(uint48 validUntil, uint48 validAfter) | signature`. The hash covers
 * the gas limits this returns (PAYMASTER_VERIFICATION_GAS, PAYMASTER_POST_OP_GAS), whatever the
 * operation carried, so the answer always matches what the bundler will send.
 *
 * @example
 * const fields = await signPaymasterData({ userOperation, chainId, paymaster, validUntil, validAfter: 0, signer })
 * // fields: { paymaster, paymasterData, paymasterVerificationGasLimit, paymasterPostOpGasLimit }
 */
export async function signPaymasterData({
  signer,
  ...parameters
}: SignPaymasterDataParameters): Promise<PaymasterDataReturnType> {
  const hash = paymasterHash({
    ...parameters,
    userOperation: {
      ...parameters.userOperation,
      paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS,
      paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS,
    },
  })
  const signature = await signer.signMessage({ message: { raw: hash } })
  return toReturnType(
    parameters.paymaster,
    concat([encodeValidity(parameters.validUntil, parameters.validAfter), signature]),
  )
}

/**
 * A 65-byte signature of the right shape (low s, v = 28) that recovers to no key anyone holds: the
 * contract's check fails without reverting, and gas estimation runs the same ecrecover as with the
 * real signature.
 */
const stubSignature: Hex = `0x${'00'.repeat(31)}01${'7f'.repeat(32)}1c`

export type PaymasterStubDataParameters = {
  paymaster: Address
  validUntil: number
  validAfter: number
}

/**
 * pm_getPaymasterStubData's fields: paymasterData of the final length with a dummy signature, and
 * the final gas limits, for the bundler's gas estimation.
 *
 * @example
 * const stub = paymasterStubData({ paymaster, validUntil, validAfter: 0 })
 */
export function paymasterStubData({
  paymaster,
  validUntil,
  validAfter,
}: PaymasterStubDataParameters): PaymasterDataReturnType {
  return toReturnType(paymaster, concat([encodeValidity(validUntil, validAfter), stubSignature]))
}
