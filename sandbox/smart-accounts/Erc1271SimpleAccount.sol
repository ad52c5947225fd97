// SPDX-License-Identifier: MIT
// The sandbox chains' contract accounts (sandbox/smart-accounts/): an ERC-1271 SimpleAccount and its
// counterfactual factory, for sign-in with ERC-1271 / ERC-6492 (compiled by compile.ts, deployed by deploy.ts).
pragma solidity ^0.8.28;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";

/// eth-infinitism's SimpleAccount (0.8, which has no ERC-1271) plus ERC-1271: the owner's ECDSA
/// signature of a hash is the account's.
contract Erc1271SimpleAccount is SimpleAccount, IERC1271 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == owner ? IERC1271.isValidSignature.selector : bytes4(0xffffffff);
    }
}

/// SimpleAccountFactory's createAccount(owner, salt) / getAddress(owner, salt), without 0.8's
/// "only callable from SenderCreator" guard, so an ERC-6492 verifier may run the deployment.
contract Erc1271SimpleAccountFactory {
    Erc1271SimpleAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new Erc1271SimpleAccount(anEntryPoint);
    }

    function createAccount(address owner, uint256 salt) public returns (Erc1271SimpleAccount ret) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return Erc1271SimpleAccount(payable(addr));
        ret = Erc1271SimpleAccount(payable(new ERC1967Proxy{salt: bytes32(salt)}(
            address(accountImplementation),
            abi.encodeCall(SimpleAccount.initialize, (owner))
        )));
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(bytes32(salt), keccak256(abi.encodePacked(
            type(ERC1967Proxy).creationCode,
            abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
        )));
    }
}
