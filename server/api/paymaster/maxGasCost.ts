import {
  PAYMASTER_POST_OP_GAS,
  PAYMASTER_VERIFICATION_GAS,
} from '../../chain/paymaster/paymasterData.ts'
import type { RpcUserOperation } from './paymasterRpcSchemas.ts'

/**
 * The most an operation can cost its paymaster, as the EntryPoint reserves it: every gas limit
 * (the account's, preVerificationGas and the paymaster's own, which we set) times maxFeePerGas.
 * A limit not given yet (a stub request before estimation) counts 0.
 *
 * @example
 * maxGasCost(userOperation) // 2_100_000_000_000_000n
 */
export function maxGasCost(userOperation: RpcUserOperation): bigint {
  const gas =
    (userOperation.callGasLimit ?? 0n) +
    (userOperation.verificationGasLimit ?? 0n) +
    (userOperation.preVerificationGas ?? 0n) +
    PAYMASTER_VERIFICATION_GAS +
    PAYMASTER_POST_OP_GAS
  return gas * (userOperation.maxFeePerGas ?? 0n)
}
