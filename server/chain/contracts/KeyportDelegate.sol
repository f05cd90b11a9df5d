// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {SIG_VALIDATION_FAILED, SIG_VALIDATION_SUCCESS} from "@account-abstraction/contracts/core/Helpers.sol";
import {IAccount} from "@account-abstraction/contracts/interfaces/IAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/**
 * The code an embedded wallet's EOA delegates to with EIP-7702 (its code becomes 0xef0100 ||
 * this address), so the account keeps its address and balances and gains batching and ERC-4337
 * (gas paid by a paymaster). There is no owner to set: the signer is the EOA's own key, i.e. a
 * signature is valid when it recovers to `address(this)`, the delegating account.
 *
 * - execute / executeBatch are BaseAccount's, so their selectors are KeyportAccount's and the
 *   sponsorship policy decodes both accounts' calls alike. They run for the EOA itself (a
 *   transaction it sends to its own address) or for the EntryPoint (a user operation whose
 *   signature the EOA's key made); anyone else is refused.
 * - ERC-1271: `isValidSignature(hash, sig)` accepts the EOA's plain ECDSA signature of `hash`. No
 *   replay-safe wrapping as in KeyportAccount: there, one owner key may control several accounts;
 *   here the key IS the account, and the same signature already verifies as this address by
 *   ecrecover, so wrapping would protect nothing and break verifiers that recover first.
 * - No storage at all: the EOA may have been delegated to other code before and may be again, so
 *   nothing here reads or writes a slot another delegate could have left or could misread. (Session
 *   keys, which need storage, would go in an ERC-7201 namespace; they are not here yet.)
 * - Receives ETH and ERC-721/1155 tokens, and answers unknown calls with success, as an EOA does.
 */
contract KeyportDelegate is BaseAccount, IERC1271, ERC721Holder, ERC1155Holder {
    /// EntryPoint v0.8. Immutable values live in this code, so every delegating EOA reads it.
    IEntryPoint private immutable _entryPoint;

    error NotFromSelfOrEntryPoint(address caller);

    constructor(IEntryPoint anEntryPoint) {
        _entryPoint = anEntryPoint;
    }

    /// @inheritdoc BaseAccount
    function entryPoint() public view override returns (IEntryPoint) {
        return _entryPoint;
    }

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _signedBySelf(hash, signature) ? IERC1271.isValidSignature.selector : bytes4(0xffffffff);
    }

    /**
     * A user operation is the EOA's when its signature (over the EntryPoint's userOpHash, which
     * covers the chain, the EntryPoint and the nonce) recovers to the EOA. A wrong signature returns
     * SIG_VALIDATION_FAILED rather than reverting, as ERC-4337 asks.
     */
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        view
        override
        returns (uint256)
    {
        return _signedBySelf(userOpHash, userOp.signature) ? SIG_VALIDATION_SUCCESS : SIG_VALIDATION_FAILED;
    }

    /// execute and executeBatch: the EOA itself or the EntryPoint (which validated the EOA's signature).
    function _requireForExecute() internal view override {
        if (msg.sender != address(this) && msg.sender != address(_entryPoint)) {
            revert NotFromSelfOrEntryPoint(msg.sender);
        }
    }

    function _signedBySelf(bytes32 hash, bytes calldata signature) private view returns (bool) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == address(this);
    }

    /// ERC-165: ERC-1271 and ERC-4337's IAccount besides the token receivers.
    function supportsInterface(bytes4 interfaceId) public view override returns (bool) {
        return interfaceId == type(IERC1271).interfaceId || interfaceId == type(IAccount).interfaceId
            || super.supportsInterface(interfaceId);
    }

    /// An EOA accepts any call; so does a delegated one.
    fallback() external payable {}

    receive() external payable {}
}
