import {
  type Address,
  type Chain,
  type Client,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  type Transport,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'
import { keyportSessionAbi } from './keyportSessionAbi.ts'

/** Recovers to an address that holds no session, so estimation sees a failed signature, no revert. */
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * Estimation runs with the stub signature, which skips the session checks (targets, spend); this
 * covers them for the longest target list (16) with room to spare.
 */
const sessionVerificationGas = 200_000n

export type ToKeyportSessionAccountParameters = {
  /** A client on the account's chain (its `chain` must be set). */
  client: Client<Transport, Chain, undefined>
  /** The embedded wallet's smart account: the `address` of the `wallet_grantPermissions` answer. */
  address: Address
  /** The key the app holds and named as the grant's signer. */
  sessionKey: LocalAccount
  /** @default EntryPoint v0.8's canonical address */
  entryPointAddress?: Address
}

export type ToKeyportSessionAccountReturnType = SmartAccount

/**
 * The user's Keyport smart account as a viem SmartAccount that signs with a session key the app
 * holds, after the user granted it with `wallet_grantPermissions`: the app sends user operations
 * through the data API's bundler endpoint without asking the user. The account contract checks
 * each one (every call to an allowed target, the spend limit, the expiry, not revoked) and the
 * bundler refuses what it refuses.
 *
 * @example
 * const sessionKey = privateKeyToAccount(generatePrivateKey())
 * const [grant] = await provider.request({ method: 'wallet_grantPermissions', params: [request] })
 * const account = await toKeyportSessionAccount({ client, address: grant.address, sessionKey })
 * const bundler = createBundlerClient({ client, transport: http(`${apiUrl}/v1?chainId=1&projectId=${projectId}`) })
 * await bundler.sendUserOperation({ account, calls: [{ to: game, data }] })
 */
export async function toKeyportSessionAccount({
  client,
  address,
  sessionKey,
  entryPointAddress = entryPoint08Address,
}: ToKeyportSessionAccountParameters): Promise<ToKeyportSessionAccountReturnType> {
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPointAddress, version: '0.8' },
    async getAddress() {
      return address
    },
    // The grant itself was the owner's user operation, so the account is deployed already.
    async getFactoryArgs() {
      return { factory: undefined, factoryData: undefined }
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls as [(typeof calls)[number]]
        return encodeFunctionData({
          abi: keyportSessionAbi,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: keyportSessionAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: keyportSessionAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      if (decoded.functionName === 'executeBatch') {
        return decoded.args[0].map((c) => ({ to: c.target, value: c.value, data: c.data }))
      }
      throw new Error(
        `A session key signs only execute and executeBatch, not ${decoded.functionName}`,
      )
    },
    async getStubSignature() {
      return stubSignature
    },
    async signMessage() {
      throw new Error('A session key signs user operations only, not messages')
    },
    async signTypedData() {
      throw new Error('A session key signs user operations only, not typed data')
    },
    async signUserOperation({ chainId = client.chain.id, ...userOperation }) {
      return sessionKey.signTypedData(
        getUserOperationTypedData({
          chainId,
          entryPointAddress,
          userOperation: { ...userOperation, sender: address },
        }),
      )
    },
    userOperation: {
      async estimateGas() {
        return { verificationGasLimit: sessionVerificationGas }
      },
    },
  })
}
