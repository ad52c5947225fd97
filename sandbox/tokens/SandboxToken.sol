// SPDX-License-Identifier: MIT
// The sandbox chains' ERC-20 tokens: OpenZeppelin's ERC20 with the decimals and the initial
// holders chosen at deployment (sandbox/tokens/deploy.ts), and a faucet: on these test chains anyone
// may mint, so a new account that holds nothing (not even ETH, its gas sponsored) can still do a
// real thing, e.g. mint itself a token.
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

contract SandboxToken is ERC20 {
    uint8 private immutable _decimals;

    error HoldersAndAmountsDiffer(uint256 holders, uint256 amounts);

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory holders,
        uint256[] memory amounts
    ) ERC20(name_, symbol_) {
        if (holders.length != amounts.length) revert HoldersAndAmountsDiffer(holders.length, amounts.length);
        _decimals = decimals_;
        for (uint256 i = 0; i < holders.length; i++) _mint(holders[i], amounts[i]);
    }

    /// Mints `amount` to `to`; open to anyone (a test-chain faucet).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
