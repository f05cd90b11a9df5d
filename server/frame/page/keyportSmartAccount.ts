import {
  type Address,
  type Chain,
  type Client,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type LocalAccount,
  parseAbi,
  type Transport,
  type TypedDataDefinition,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'

/** server/chain/contracts/KeyportAccount.sol: SimpleAccount v0.8 plus ERC-1271. */
const keyportAccountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function owner() view returns (address)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

const keyportAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/**
 * A 65-byte signature that recovers to some address without reverting, for gas estimation before
 * the owner signs (validation then reports a failed signature instead of reverting).
 */
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

export interface ToKeyportSmartAccountParameters {
  /** A client on the account's chain (its `chain` must be set). */
  client: Client<Transport, Chain, undefined>
  /** The owner key: the embedded wallet's EOA. */
  owner: LocalAccount
  /** KeyportAccountFactory on that chain (the deployment's `accountAbstraction.accountFactory`). */
  factoryAddress: Address
  /** @default EntryPoint v0.8's canonical address */
  entryPointAddress?: Address
  /** One owner may have several accounts; the embedded wallet uses salt 0. @default 0n */
  salt?: bigint
}

export type KeyportSmartAccount = SmartAccount

/**
 * The embedded wallet's ERC-4337 smart account as a viem SmartAccount: counterfactual until its
 * first user operation deploys it through the factory. The owner signs user operations as EIP-712
 * (EntryPoint v0.8's hash), and messages and typed data as EIP-712 `KeyportAccountMessage(hash)`
 * under the account's own domain, which the contract's ERC-1271 `isValidSignature` checks; viem
 * wraps signatures in ERC-6492 while the account is not deployed yet.
 *
 * @example
 * const account = await toKeyportSmartAccount({ client, owner, factoryAddress })
 * await bundlerClient.sendUserOperation({ account, calls: [{ to, value }] })
 */
export async function toKeyportSmartAccount({
  client,
  owner,
  factoryAddress,
  entryPointAddress = entryPoint08Address,
  salt = 0n,
}: ToKeyportSmartAccountParameters): Promise<KeyportSmartAccount> {
  const address = await readContract(client, {
    address: factoryAddress,
    abi: keyportAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })
  const replaySafe = (hash: Hex) =>
    owner.signTypedData({
      domain: {
        name: 'KeyportAccount',
        version: '1',
        chainId: client.chain.id,
        verifyingContract: address,
      },
      types: { KeyportAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
      primaryType: 'KeyportAccountMessage',
      message: { hash },
    })

  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPointAddress, version: '0.8' },
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: keyportAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      })
      return { factory: factoryAddress, factoryData }
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls as [(typeof calls)[number]]
        return encodeFunctionData({
          abi: keyportAccountAbi,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: keyportAccountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => ({
            target: call.to,
            value: call.value ?? 0n,
            data: call.data ?? '0x',
          })),
        ],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: keyportAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      if (decoded.functionName === 'executeBatch') {
        return decoded.args[0].map((call) => ({
          to: call.target,
          value: call.value,
          data: call.data,
        }))
      }
      throw new Error(`Not a KeyportAccount call: ${decoded.functionName}`)
    },
    async getStubSignature() {
      return stubSignature
    },
    async signMessage({ message }) {
      return replaySafe(hashMessage(message))
    },
    async signTypedData(typedData) {
      return replaySafe(hashTypedData(typedData as TypedDataDefinition))
    },
    async signUserOperation({ chainId = client.chain.id, ...userOperation }) {
      return owner.signTypedData(
        getUserOperationTypedData({
          chainId,
          entryPointAddress,
          userOperation: { ...userOperation, sender: address },
        }),
      )
    },
  })
}
