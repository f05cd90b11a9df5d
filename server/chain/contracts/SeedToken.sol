// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title A plain ERC-20 for the local chains (USDC, DAI, ...).
/// @notice The whole supply goes to the deployer, which seeds the exchange and the dev accounts.
///         No owner and no later minting: the seeded supply is the supply, as on a real chain.
contract SeedToken is ERC20 {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 supply)
        ERC20(name_, symbol_)
    {
        _decimals = decimals_;
        _mint(msg.sender, supply);
    }

    /// @dev OpenZeppelin fixes 18; stablecoins like USDC use 6.
    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
