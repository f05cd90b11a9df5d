// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {KeyportAccount} from "./KeyportAccount.sol";

/**
 * Deploys KeyportAccount proxies at an address fixed by (owner, salt). Anyone may call
 * createAccount (the result depends only on its arguments), which is what lets an EIP-6492
 * verifier deploy a not-yet-deployed account in a simulated call to check its signature.
 */
contract KeyportAccountFactory {
    KeyportAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new KeyportAccount(anEntryPoint);
    }

    /// Deploys the account, or returns it when it is already there.
    function createAccount(address owner, uint256 salt) external returns (KeyportAccount) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return KeyportAccount(payable(account));
        return KeyportAccount(payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), _initCall(owner))));
    }

    /// The counterfactual address createAccount deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory args = abi.encode(address(accountImplementation), _initCall(owner));
        return Create2.computeAddress(bytes32(salt), keccak256(abi.encodePacked(type(ERC1967Proxy).creationCode, args)));
    }

    function _initCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
