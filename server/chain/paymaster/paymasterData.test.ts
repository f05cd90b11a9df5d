import { accountAbstractionAccount } from '@keyport/stack'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToBigInt,
  http,
  parseEther,
  recoverMessageAddress,
  size,
  slice,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { keyportPaymasterAbi } from '../abis.ts'
import type { DeployedChain } from '../deployment.ts'
import { type StartChainsReturnType, startChains } from '../startChains.ts'
import {
  PAYMASTER_POST_OP_GAS,
  PAYMASTER_VERIFICATION_GAS,
  paymasterHash,
  paymasterStubData,
  signPaymasterData,
} from './paymasterData.ts'

const signer = accountAbstractionAccount('paymasterSigner')

/** An operation with every hashed field set to something distinct, a factory included. */
function sampleOperation(chain: DeployedChain): UserOperation<'0.8'> {
  return {
    sender: '0x1111111111111111111111111111111111111111',
    nonce: 7n << 64n,
    factory: chain.accountAbstraction.accountFactory as Address,
    factoryData: '0xc0ffee',
    callData: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: ['0x2222222222222222222222222222222222222222', 1_000_000n],
    }),
    callGasLimit: 80_000n,
    verificationGasLimit: 300_000n,
    preVerificationGas: 50_000n,
    maxFeePerGas: 3_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
    paymaster: chain.accountAbstraction.paymaster as Address,
    paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS,
    paymasterData: '0x',
    signature: '0x',
  }
}

describe('paymasterData', () => {
  let chains: StartChainsReturnType

  beforeAll(async () => {
    chains = await startChains({ ports: { 1: 0, 8453: 0 } })
  }, 60_000)

  afterAll(async () => {
    await chains?.stop()
  })

  const clientFor = (chain: DeployedChain) =>
    createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })

  test('behavior: KeyportPaymaster is deployed with a 1000 ETH deposit, the dev signer and the deployer as owner', async () => {
    for (const chain of chains.deployment.chains) {
      const paymaster = chain.accountAbstraction.paymaster as Address
      const read = <name extends 'verifyingSigner' | 'owner' | 'getDeposit' | 'entryPoint'>(
        functionName: name,
      ) =>
        clientFor(chain).readContract({
          address: paymaster,
          abi: keyportPaymasterAbi,
          functionName,
        })
      expect(await read('verifyingSigner')).toBe(signer.address)
      expect(await read('owner')).toBe(accountAbstractionAccount('deployer').address)
      expect(await read('entryPoint')).toBe(chain.accountAbstraction.entryPoint)
      expect(await read('getDeposit')).toBe(parseEther('1000'))
    }
    // Same address on both chains (and every start): CREATE2 with a fixed salt.
    const [ethereum, base] = chains.deployment.chains
    expect(ethereum?.accountAbstraction.paymaster).toBe(base?.accountAbstraction.paymaster)
  })

  test('behavior: paymasterHash equals the contract getHash, on chain 1 and on Base', async () => {
    for (const chain of chains.deployment.chains) {
      const userOperation = sampleOperation(chain)
      const paymaster = chain.accountAbstraction.paymaster as Address
      const window = { validUntil: 1_900_000_000, validAfter: 1_800_000_000 }
      const onChain = await clientFor(chain).readContract({
        address: paymaster,
        abi: keyportPaymasterAbi,
        functionName: 'getHash',
        args: [toPackedUserOperation(userOperation), window.validUntil, window.validAfter],
      })
      expect(paymasterHash({ userOperation, chainId: chain.chainId, paymaster, ...window })).toBe(
        onChain,
      )
    }
  })

  test('behavior: the hash changes with the chain, the paymaster, the window and the gas limits', () => {
    const chain = chains.deployment.chains[0]!
    const userOperation = sampleOperation(chain)
    const base = {
      userOperation,
      chainId: 1,
      paymaster: chain.accountAbstraction.paymaster as Address,
      validUntil: 100,
      validAfter: 0,
    }
    const variants = [
      { ...base, chainId: 8453 },
      { ...base, paymaster: '0x3333333333333333333333333333333333333333' as Address },
      { ...base, validUntil: 101 },
      { ...base, validAfter: 1 },
      { ...base, userOperation: { ...userOperation, paymasterVerificationGasLimit: 1n } },
      { ...base, userOperation: { ...userOperation, callData: '0x' as Hex } },
    ]
    const hashes = new Set([base, ...variants].map((parameters) => paymasterHash(parameters)))
    expect(hashes.size).toBe(variants.length + 1)
  })

  test('behavior: signPaymasterData signs the hash as a personal message and the contract parses its paymasterData', async () => {
    const chain = chains.deployment.chains[1]!
    const paymaster = chain.accountAbstraction.paymaster as Address
    // Gas limits the caller did not fill in are the ones the answer carries, and so the hashed ones.
    const userOperation = {
      ...sampleOperation(chain),
      paymasterVerificationGasLimit: undefined,
      paymasterPostOpGasLimit: undefined,
    }
    const window = { validUntil: 1_900_000_000, validAfter: 5 }
    const fields = await signPaymasterData({
      userOperation,
      chainId: chain.chainId,
      paymaster,
      signer,
      ...window,
    })
    expect(fields.paymaster).toBe(paymaster)
    expect(hexToBigInt(fields.paymasterVerificationGasLimit)).toBe(PAYMASTER_VERIFICATION_GAS)
    expect(hexToBigInt(fields.paymasterPostOpGasLimit)).toBe(PAYMASTER_POST_OP_GAS)
    expect(size(fields.paymasterData)).toBe(64 + 65)

    const hash = paymasterHash({
      userOperation: sampleOperation(chain),
      chainId: chain.chainId,
      paymaster,
      ...window,
    })
    const signature = slice(fields.paymasterData, 64)
    expect(await recoverMessageAddress({ message: { raw: hash }, signature })).toBe(signer.address)

    const paymasterAndData = toPackedUserOperation({
      ...sampleOperation(chain),
      paymasterData: fields.paymasterData,
    }).paymasterAndData
    const parsed = await clientFor(chain).readContract({
      address: paymaster,
      abi: keyportPaymasterAbi,
      functionName: 'parsePaymasterAndData',
      args: [paymasterAndData],
    })
    expect(parsed).toEqual([window.validUntil, window.validAfter, signature])
  })

  test('behavior: the stub has the final length and gas limits, and a signature that recovers to no signer', async () => {
    const paymaster = chains.deployment.chains[0]!.accountAbstraction.paymaster as Address
    const stub = paymasterStubData({ paymaster, validUntil: 100, validAfter: 0 })
    expect(size(stub.paymasterData)).toBe(64 + 65)
    expect(hexToBigInt(stub.paymasterVerificationGasLimit)).toBe(PAYMASTER_VERIFICATION_GAS)
    expect(hexToBigInt(stub.paymasterPostOpGasLimit)).toBe(PAYMASTER_POST_OP_GAS)
    const recovered = await recoverMessageAddress({
      message: { raw: `0x${'ab'.repeat(32)}` },
      signature: slice(stub.paymasterData, 64),
    }).catch(() => undefined)
    expect(recovered).not.toBe(signer.address)
  })
})
