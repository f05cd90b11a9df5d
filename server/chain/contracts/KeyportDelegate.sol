// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {SIG_VALIDATION_FAILED, SIG_VALIDATION_SUCCESS, _packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IAccount} from "@account-abstraction/contracts/interfaces/IAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {KeyportSessionRules} from "./KeyportSessionRules.sol";

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
 * - Session keys as in KeyportAccount (docs/decisions/0011-smart-sessions.md): the EOA grants a key
 *   the right to sign user operations whose every call goes to an allowed target, whose native
 *   value plus the operation's maximum gas cost stays within a cumulative limit, until an expiry.
 * - Storage: only the sessions, in one ERC-7201 namespace ("keyport.delegate.sessions"). The EOA
 *   may have been delegated to other code before and may be again, so nothing here uses slot 0 and
 *   the following ones, where another delegate's variables would be. Storage outlives a
 *   delegation: undelegating does not revoke sessions, so revoke them first (re-delegating to this
 *   code would bring back an unexpired one).
 * - Receives ETH and ERC-721/1155 tokens, and answers unknown calls with success, as an EOA does.
 */
contract KeyportDelegate is BaseAccount, IERC1271, ERC721Holder, ERC1155Holder {
    /// EntryPoint v0.8. Immutable values live in this code, so every delegating EOA reads it.
    IEntryPoint private immutable _entryPoint;
    /// Validation loops over the targets; a short list keeps it cheap and the approval card readable.
    uint256 public constant MAX_SESSION_TARGETS = 16;

    struct Session {
        /// Last second (block time) the key may act; 0 means no session.
        uint48 validUntil;
        /// Native value (wei) the key may move in all, each operation's maximum gas cost included.
        uint128 spendLimit;
        /// Native value (wei) counted so far.
        uint128 spent;
        address[] targets;
    }

    /// @custom:storage-location erc7201:keyport.delegate.sessions
    struct SessionStorage {
        mapping(address key => Session) sessions;
    }

    /// keccak256(abi.encode(uint256(keccak256("keyport.delegate.sessions")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant SESSION_STORAGE = 0x84aba63bfd2a4f7321e7f86a5a973c1ad19d5a5696a80c895d19400573deaf00;

    event SessionGranted(address indexed key, address[] targets, uint128 spendLimit, uint48 validUntil);
    event SessionRevoked(address indexed key);

    error NotFromSelfOrEntryPoint(address caller);
    error NotFromSelf(address caller);
    error InvalidSessionGrant(string reason);
    error UnknownSession(address key);
    // SessionCallNotAllowed and SessionTargetNotAllowed come from KeyportSessionRules (in the ABI too).
    error SessionSpendLimitExceeded(uint256 spent, uint256 limit);

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
     * Grants (or replaces) a session key. Only the EOA itself: a transaction to its own address, or
     * a user operation it signed that calls execute(this, 0, grantSession(...)). A session key's
     * operation cannot, as its targets may not include this account.
     */
    function grantSession(address key, address[] calldata targets, uint128 spendLimit, uint48 validUntil)
        external
    {
        _requireFromSelf();
        if (key == address(0) || key == address(this)) revert InvalidSessionGrant("key");
        if (validUntil == 0) revert InvalidSessionGrant("expiry");
        if (targets.length == 0 || targets.length > MAX_SESSION_TARGETS) revert InvalidSessionGrant("targets");
        for (uint256 i = 0; i < targets.length; i++) {
            // A call to the account itself could grant more; one to the EntryPoint could withdraw
            // the account's deposit. Neither is a target a session may have.
            if (targets[i] == address(this) || targets[i] == address(_entryPoint) || targets[i] == address(0)) {
                revert InvalidSessionGrant("target");
            }
        }
        Session storage session = _sessionStorage().sessions[key];
        session.validUntil = validUntil;
        session.spendLimit = spendLimit;
        session.spent = 0;
        session.targets = targets;
        emit SessionGranted(key, targets, spendLimit, validUntil);
    }

    /// Revokes a session key at once: its next user operation fails validation. Only the EOA itself.
    function revokeSession(address key) external {
        _requireFromSelf();
        mapping(address => Session) storage sessions = _sessionStorage().sessions;
        if (sessions[key].validUntil == 0) revert UnknownSession(key);
        delete sessions[key];
        emit SessionRevoked(key);
    }

    /// A granted key's session (validUntil 0 when there is none).
    function getSession(address key) external view returns (Session memory) {
        return _sessionStorage().sessions[key];
    }

    /**
     * A user operation is the EOA's when its signature (over the EntryPoint's userOpHash, which
     * covers the chain, the EntryPoint and the nonce) recovers to the EOA, and a session key's when
     * it recovers to a granted key. An unknown signer gives SIG_VALIDATION_FAILED rather than a
     * revert, as ERC-4337 asks; a session key breaking a rule reverts with the rule's error.
     */
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256)
    {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(userOpHash, userOp.signature);
        if (error != ECDSA.RecoverError.NoError) return SIG_VALIDATION_FAILED;
        if (signer == address(this)) return SIG_VALIDATION_SUCCESS;
        return _useSession(signer, userOp);
    }

    /// Checks a session key's operation and counts what it spends; expiry goes back as validUntil.
    function _useSession(address key, PackedUserOperation calldata userOp) private returns (uint256) {
        Session storage session = _sessionStorage().sessions[key];
        if (session.validUntil == 0) return SIG_VALIDATION_FAILED;
        uint256 spent = session.spent + KeyportSessionRules.callsValue(session.targets, userOp.callData)
            + KeyportSessionRules.maxGasCost(userOp);
        if (spent > session.spendLimit) revert SessionSpendLimitExceeded(spent, session.spendLimit);
        session.spent = uint128(spent);
        return _packValidationData(false, session.validUntil, 0);
    }


    /// The ERC-7201 namespace holding the sessions.
    function _sessionStorage() private pure returns (SessionStorage storage $) {
        assembly ("memory-safe") {
            $.slot := SESSION_STORAGE
        }
    }

    function _requireFromSelf() private view {
        if (msg.sender != address(this)) revert NotFromSelf(msg.sender);
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
