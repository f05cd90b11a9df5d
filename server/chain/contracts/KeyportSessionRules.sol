// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {UserOperationLib} from "@account-abstraction/contracts/core/UserOperationLib.sol";

/**
 * What a session key's user operation may do, shared by KeyportAccount and KeyportDelegate (each
 * keeps its sessions in its own storage and calls these to judge an operation). Internal
 * functions only: they are compiled into each contract, nothing is deployed for the library.
 */
library KeyportSessionRules {
    /// Same signatures as the accounts' own errors, so their ABIs decode these.
    error SessionCallNotAllowed(bytes4 selector);
    error SessionTargetNotAllowed(address target);

    /**
     * The most the operation's gas can cost, as the EntryPoint reserves it: every gas limit it names
     * (the paymaster's too) times its maxFeePerGas. Not `missingAccountFunds`, which is only the part
     * the account's EntryPoint deposit does not already cover: counting that let a key spend the
     * deposit (the owner's, or refunds of the owner's operations) on gas outside its limit. Counted
     * whoever pays: the account cannot tell a paymaster that sponsors from one that charges it.
     * Unused gas goes back to the account's deposit, not to the key's allowance.
     */
    function maxGasCost(PackedUserOperation calldata userOp) internal pure returns (uint256) {
        (uint256 verificationGasLimit, uint256 callGasLimit) = UserOperationLib.unpackUints(userOp.accountGasLimits);
        uint256 gas = verificationGasLimit + callGasLimit + userOp.preVerificationGas;
        if (userOp.paymasterAndData.length >= UserOperationLib.PAYMASTER_DATA_OFFSET) {
            gas += UserOperationLib.unpackPaymasterVerificationGasLimit(userOp)
                + UserOperationLib.unpackPostOpGasLimit(userOp);
        }
        return gas * UserOperationLib.unpackMaxFeePerGas(userOp);
    }

    /**
     * The native value of execute/executeBatch calldata, every target checked against `targets`;
     * any other call (grantSession, say) reverts with SessionCallNotAllowed.
     */
    function callsValue(address[] storage targets, bytes calldata callData) internal view returns (uint256 value) {
        bytes4 selector = callData.length >= 4 ? bytes4(callData[:4]) : bytes4(0);
        if (selector == BaseAccount.execute.selector) {
            (address target, uint256 callValue,) = abi.decode(callData[4:], (address, uint256, bytes));
            requireTarget(targets, target);
            return callValue;
        }
        if (selector == BaseAccount.executeBatch.selector) {
            BaseAccount.Call[] memory calls = abi.decode(callData[4:], (BaseAccount.Call[]));
            for (uint256 i = 0; i < calls.length; i++) {
                requireTarget(targets, calls[i].target);
                value += calls[i].value;
            }
            return value;
        }
        revert SessionCallNotAllowed(selector);
    }

    function requireTarget(address[] storage targets, address target) internal view {
        for (uint256 i = 0; i < targets.length; i++) {
            if (targets[i] == target) return;
        }
        revert SessionTargetNotAllowed(target);
    }
}
