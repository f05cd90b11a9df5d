// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/**
 * The embedded wallet's smart account: eth-infinitism's SimpleAccount (one owner key, execute and
 * executeBatch through the EntryPoint v0.8) plus ERC-1271, so apps can check the account's
 * signatures on chain. A signature is the owner's EIP-712 signature of
 * KeyportAccountMessage(bytes32 hash) under this account's own domain, so a signature made for one
 * account (or for the owner's EOA) is never valid for another.
 */
contract KeyportAccount is SimpleAccount, IERC1271, EIP712 {
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("KeyportAccountMessage(bytes32 hash)");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) EIP712("KeyportAccount", "1") {}

    /// The digest the owner signs for `hash`: EIP-712 over this account's domain.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) {
            return IERC1271.isValidSignature.selector;
        }
        return 0xffffffff;
    }
}
