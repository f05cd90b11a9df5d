import solc from 'solc'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  stringToHex,
} from 'viem'
import type { LocalAccount } from 'viem/accounts'

// A minimal smart account for sign-in tests: ERC-1271 says a signature is valid when its owner
// signed the hash. The factory deploys it with CREATE2, so ERC-6492 can sign before deployment.
const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract OwnedWallet {
  address public immutable owner;
  constructor(address owner_) { owner = owner_; }
  function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
    if (signature.length != 65) return 0xffffffff;
    bytes32 r = bytes32(signature[0:32]);
    bytes32 s = bytes32(signature[32:64]);
    uint8 v = uint8(signature[64]);
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}
contract OwnedWalletFactory {
  function deploy(address owner, bytes32 salt) external returns (address) {
    return address(new OwnedWallet{salt: salt}(owner));
  }
}`

type Compiled = { abi: Abi; bytecode: Hex }
let compiled: Record<'OwnedWallet' | 'OwnedWalletFactory', Compiled> | undefined

function compile() {
  if (compiled) return compiled
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'OwnedWallet.sol': { content: source } },
        settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
  }
  const errors = output.errors?.filter((e) => e.severity === 'error') ?? []
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const take = (name: string) => {
    const contract = output.contracts['OwnedWallet.sol']![name]!
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex }
  }
  compiled = { OwnedWallet: take('OwnedWallet'), OwnedWalletFactory: take('OwnedWalletFactory') }
  return compiled
}

/**
 * Deploys the smart-wallet factory on a chain and answers how to make wallets owned by `owner`:
 * `predict(salt)` is the counterfactual address, `deploy(salt)` deploys it, and
 * `deployCalldata(salt)` is what an ERC-6492 signature carries.
 */
export async function deploySmartWalletFactory({
  rpcUrl,
  deployer,
  owner,
}: {
  rpcUrl: string
  deployer: LocalAccount
  owner: Address
}) {
  const { OwnedWallet, OwnedWalletFactory } = compile()
  const transport = http(rpcUrl)
  const client = createPublicClient({ transport })
  const chain = defineChain({
    id: await client.getChainId(),
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({ account: deployer, chain, transport })
  const hash = await wallet.deployContract({
    abi: OwnedWalletFactory.abi,
    bytecode: OwnedWalletFactory.bytecode,
  })
  const factory = (await client.waitForTransactionReceipt({ hash })).contractAddress!
  const initCode =
    `${OwnedWallet.bytecode}${encodeAbiParameters([{ type: 'address' }], [owner]).slice(2)}` as Hex
  const saltOf = (salt: string) => keccak256(stringToHex(salt))
  const deployCalldata = (salt: string) =>
    encodeFunctionData({
      abi: OwnedWalletFactory.abi,
      functionName: 'deploy',
      args: [owner, saltOf(salt)],
    })
  return {
    factory,
    deployCalldata,
    predict: (salt: string) =>
      getContractAddress({
        opcode: 'CREATE2',
        from: factory,
        salt: saltOf(salt),
        bytecode: initCode,
      }),
    async deploy(salt: string) {
      const tx = await wallet.sendTransaction({ to: factory, data: deployCalldata(salt) })
      await client.waitForTransactionReceipt({ hash: tx })
    },
  }
}
