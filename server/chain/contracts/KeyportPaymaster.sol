// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/**
 * Keyport's verifying paymaster for EntryPoint v0.8: it pays the gas of a user operation that an
 * off-chain signer (the data API's paymaster service, which applies the app's sponsorship policy)
 * has signed. The signature covers the whole operation except the account's signature, the chain,
 * this paymaster and a validity window, so it cannot be reused for another operation, chain or
 * paymaster, after it expires, or (the nonce is in it) twice.
 *
 * paymasterAndData = paymaster (20) | verification gas (16) | postOp gas (16)
 *                  | abi.encode(uint48 validUntil, uint48 validAfter) (64) | signature (65)
 *
 * Validation reads no storage (the signer is immutable), so bundlers accept it without a stake.
 * The TypeScript side is server/chain/paymaster/paymasterData.ts.
 */
contract KeyportPaymaster is BasePaymaster {
    /// The key whose signature makes this paymaster pay.
    address public immutable verifyingSigner;

    uint256 private constant VALIDITY_OFFSET = PAYMASTER_DATA_OFFSET;
    uint256 private constant SIGNATURE_OFFSET = VALIDITY_OFFSET + 64;

    error InvalidPaymasterData(uint256 length);

    /// `initialOwner` withdraws the deposit; BasePaymaster would make the deployer (the CREATE2 factory) it.
    constructor(IEntryPoint anEntryPoint, address initialOwner, address signer) BasePaymaster(anEntryPoint) {
        verifyingSigner = signer;
        _transferOwnership(initialOwner);
    }

    /// The hash the signer signs (as an EIP-191 personal message) for `userOp`.
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        // Two encodes of static values concatenate to one abi.encode of all twelve; one call with
        // twelve values does not fit the stack without via-IR.
        return keccak256(
            bytes.concat(
                abi.encode(
                    userOp.sender,
                    userOp.nonce,
                    keccak256(userOp.initCode),
                    keccak256(userOp.callData),
                    userOp.accountGasLimits,
                    // This paymaster's verification and postOp gas limits, one word.
                    uint256(bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET]))
                ),
                abi.encode(
                    userOp.preVerificationGas, userOp.gasFees, block.chainid, address(this), validUntil, validAfter
                )
            )
        );
    }

    /// Splits paymasterAndData's own part into the validity window and the signature.
    function parsePaymasterAndData(bytes calldata paymasterAndData)
        public
        pure
        returns (uint48 validUntil, uint48 validAfter, bytes calldata signature)
    {
        if (paymasterAndData.length < SIGNATURE_OFFSET) revert InvalidPaymasterData(paymasterAndData.length);
        (validUntil, validAfter) = abi.decode(paymasterAndData[VALIDITY_OFFSET:SIGNATURE_OFFSET], (uint48, uint48));
        signature = paymasterAndData[SIGNATURE_OFFSET:];
    }

    /**
     * A wrong signature returns SIG_VALIDATION_FAILED rather than reverting, as ERC-4337 asks, so
     * bundlers can estimate gas with a stub signature. The window goes back to the EntryPoint,
     * which refuses the operation outside it (validation may not read the clock).
     */
    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        (uint48 validUntil, uint48 validAfter, bytes calldata signature) = parsePaymasterAndData(userOp.paymasterAndData);
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(digest, signature);
        bool failed = error != ECDSA.RecoverError.NoError || recovered != verifyingSigner;
        // No context: the EntryPoint calls no postOp, the deposit simply pays the actual cost.
        return ("", _packValidationData(failed, validUntil, validAfter));
    }
}
