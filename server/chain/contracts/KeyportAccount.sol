// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {SIG_VALIDATION_FAILED, SIG_VALIDATION_SUCCESS, _packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {KeyportSessionRules} from "./KeyportSessionRules.sol";

/**
 * The embedded wallet's smart account: eth-infinitism's SimpleAccount (one owner key, execute and
 * executeBatch through the EntryPoint v0.8) plus ERC-1271, so apps can check the account's
 * signatures on chain. A signature is the owner's EIP-712 signature of
 * KeyportAccountMessage(bytes32 hash) under this account's own domain, so a signature made for one
 * account (or for the owner's EOA) is never valid for another.
 *
 * Session keys (ERC-7715 grants, docs/decisions/0011-smart-sessions.md): the owner grants a key
 * the right to sign user operations whose every call goes to an allowed target, whose native value
 * plus the operation's maximum gas cost stays within a cumulative limit, until an expiry; the
 * owner revokes it. A user operation is the owner's when its signature recovers to the owner, as
 * in SimpleAccount, and a session key's when it recovers to a granted key.
 */
contract KeyportAccount is SimpleAccount, IERC1271, EIP712 {
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("KeyportAccountMessage(bytes32 hash)");
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

    mapping(address key => Session) private _sessions;

    event SessionGranted(address indexed key, address[] targets, uint128 spendLimit, uint48 validUntil);
    event SessionRevoked(address indexed key);

    error InvalidSessionGrant(string reason);
    error UnknownSession(address key);
    // SessionCallNotAllowed and SessionTargetNotAllowed come from KeyportSessionRules (in the ABI too).
    error SessionSpendLimitExceeded(uint256 spent, uint256 limit);

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

    /// Grants (or replaces) a session key. Only the owner, directly or through a user operation.
    function grantSession(address key, address[] calldata targets, uint128 spendLimit, uint48 validUntil)
        external
        onlyOwner
    {
        if (key == address(0) || key == owner) revert InvalidSessionGrant("key");
        if (validUntil == 0) revert InvalidSessionGrant("expiry");
        if (targets.length == 0 || targets.length > MAX_SESSION_TARGETS) revert InvalidSessionGrant("targets");
        for (uint256 i = 0; i < targets.length; i++) {
            // A call to the account itself could grant more; one to the EntryPoint could withdraw
            // the account's deposit. Neither is a target a session may have.
            if (targets[i] == address(this) || targets[i] == address(entryPoint()) || targets[i] == address(0)) {
                revert InvalidSessionGrant("target");
            }
        }
        Session storage session = _sessions[key];
        session.validUntil = validUntil;
        session.spendLimit = spendLimit;
        session.spent = 0;
        session.targets = targets;
        emit SessionGranted(key, targets, spendLimit, validUntil);
    }

    /// Revokes a session key at once: its next user operation fails validation.
    function revokeSession(address key) external onlyOwner {
        if (_sessions[key].validUntil == 0) revert UnknownSession(key);
        delete _sessions[key];
        emit SessionRevoked(key);
    }

    /// A granted key's session (validUntil 0 when there is none).
    function getSession(address key) external view returns (Session memory) {
        return _sessions[key];
    }

    /// SimpleAccount's validation, with session keys as a second kind of signer.
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        override
        returns (uint256 validationData)
    {
        _requireFromEntryPoint();
        address signer = ECDSA.recover(userOpHash, userOp.signature);
        if (signer == owner) {
            validationData = SIG_VALIDATION_SUCCESS;
        } else {
            validationData = _useSession(signer, userOp);
        }
        _validateNonce(userOp.nonce);
        _payPrefund(missingAccountFunds);
    }

    /**
     * Checks a session key's user operation and counts what it spends. Expiry goes back to the
     * EntryPoint as validUntil (validation may not read the clock); breaking a rule reverts with
     * the rule's error, which the bundler passes on.
     */
    function _useSession(address key, PackedUserOperation calldata userOp) private returns (uint256) {
        Session storage session = _sessions[key];
        if (session.validUntil == 0) return SIG_VALIDATION_FAILED;
        uint256 spent = session.spent + KeyportSessionRules.callsValue(session.targets, userOp.callData)
            + KeyportSessionRules.maxGasCost(userOp);
        if (spent > session.spendLimit) revert SessionSpendLimitExceeded(spent, session.spendLimit);
        session.spent = uint128(spent);
        return _packValidationData(false, session.validUntil, 0);
    }
}
