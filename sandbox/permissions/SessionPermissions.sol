// SPDX-License-Identifier: MIT
// A permission an account grants an app's session key (ERC-7715 on the sandbox): move at most
// `allowance` of one ERC-20 token from the account to one recipient until `expiry`, without asking
// the account's owner again. The account grants, and revokes, with its own calls (msg.sender is the
// account) and approves this contract on the token for the allowance; every session call is checked
// here, on chain: another token, another recipient, more than what is left, after the expiry or after
// the revoke each revert with an error naming the rule.
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

contract SessionPermissions {
    using SafeERC20 for IERC20;

    struct Permission {
        address account;
        address sessionKey;
        address token;
        address recipient;
        uint256 allowance;
        uint256 spent;
        uint48 expiry;
        bool revoked;
    }

    mapping(bytes32 => Permission) public permissions;
    mapping(address => uint256) public grantNonces;

    event PermissionGranted(
        bytes32 indexed id,
        address indexed account,
        address indexed sessionKey,
        address token,
        address recipient,
        uint256 allowance,
        uint48 expiry
    );
    event PermissionRevoked(bytes32 indexed id, address indexed account);
    event PermissionUsed(bytes32 indexed id, address indexed recipient, uint256 amount, uint256 spent);

    error UnknownPermission(bytes32 id);
    error NotTheAccount(bytes32 id, address caller);
    error NotTheSessionKey(bytes32 id, address caller);
    error PermissionIsRevoked(bytes32 id);
    error PermissionExpired(bytes32 id, uint48 expiry);
    error TokenNotAllowed(bytes32 id, address token);
    error RecipientNotAllowed(bytes32 id, address recipient);
    error OverAllowance(bytes32 id, uint256 remaining, uint256 amount);
    error InvalidGrant();

    /// The caller (the account) lets `sessionKey` move up to `allowance` of `token` to `recipient` until `expiry`.
    function grant(address sessionKey, address token, address recipient, uint256 allowance, uint48 expiry)
        external
        returns (bytes32 id)
    {
        if (sessionKey == address(0) || token == address(0) || recipient == address(0) || allowance == 0 || expiry <= block.timestamp) {
            revert InvalidGrant();
        }
        id = keccak256(abi.encode(block.chainid, msg.sender, grantNonces[msg.sender]++));
        permissions[id] = Permission(msg.sender, sessionKey, token, recipient, allowance, 0, expiry, false);
        emit PermissionGranted(id, msg.sender, sessionKey, token, recipient, allowance, expiry);
    }

    /// The account ends its permission; every later use reverts.
    function revoke(bytes32 id) external {
        Permission storage p = permissions[id];
        if (p.account == address(0)) revert UnknownPermission(id);
        if (p.account != msg.sender) revert NotTheAccount(id, msg.sender);
        p.revoked = true;
        emit PermissionRevoked(id, msg.sender);
    }

    /// What the session key may still move (0 once revoked or expired).
    function remaining(bytes32 id) external view returns (uint256) {
        Permission storage p = permissions[id];
        if (p.revoked || p.expiry <= block.timestamp) return 0;
        return p.allowance - p.spent;
    }

    /// The session key moves `amount` of `token` from the account to `to`, within the permission.
    function transfer(bytes32 id, address token, address to, uint256 amount) external {
        Permission storage p = permissions[id];
        if (p.account == address(0)) revert UnknownPermission(id);
        if (p.sessionKey != msg.sender) revert NotTheSessionKey(id, msg.sender);
        if (p.revoked) revert PermissionIsRevoked(id);
        if (p.expiry <= block.timestamp) revert PermissionExpired(id, p.expiry);
        if (token != p.token) revert TokenNotAllowed(id, token);
        if (to != p.recipient) revert RecipientNotAllowed(id, to);
        if (amount > p.allowance - p.spent) revert OverAllowance(id, p.allowance - p.spent, amount);
        p.spent += amount;
        emit PermissionUsed(id, to, amount, p.spent);
        IERC20(token).safeTransferFrom(p.account, to, amount);
    }
}
