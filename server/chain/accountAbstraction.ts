import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { accountAbstractionAccount, accountAbstractionKeys } from '@keyport/stack'
import {
  type Address,
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { ChainError } from './ChainError.ts'

const require = createRequire(import.meta.url)

/** The CREATE2 factory anvil ships at genesis (and every public chain has), "Arachnid's deployer". */
const deterministicDeployer: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/**
 * The salt the ERC-4337 authors deployed EntryPoint v0.8 with: the package's bytecode under it lands
 * on the canonical 0x4337084D… address, which bundlers (alto decides the version by the address'
 * prefix) and viem's account-abstraction helpers expect.
 */
const entryPointSalt: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'
/** Our own contracts: any fixed salt gives a fixed address. */
const factorySalt: Hex = `0x${'00'.repeat(31)}01`
const paymasterSalt: Hex = `0x${'00'.repeat(31)}02`
const delegateSalt: Hex = `0x${'00'.repeat(31)}03`

const keyGrant = parseEther('1000')
/** What KeyportPaymaster holds in the EntryPoint to pay sponsored operations' gas. */
const paymasterDeposit = parseEther('1000')

/** EntryPoint v0.8's creation code from `@account-abstraction/contracts`. */
function entryPointBytecode(): Hex {
  const file = require.resolve('@account-abstraction/contracts/artifacts/EntryPoint.json')
  const { bytecode } = JSON.parse(readFileSync(file, 'utf8')) as { bytecode: Hex }
  return bytecode
}

function create2Address(bytecode: Hex, salt: Hex): Address {
  return getContractAddress({ opcode: 'CREATE2', from: deterministicDeployer, bytecode, salt })
}

/** Creation code of KeyportAccountFactory with its constructor argument (the EntryPoint). */
function factoryInitCode(factoryBytecode: Hex, entryPoint: Address): Hex {
  return concat([factoryBytecode, encodeAbiParameters([{ type: 'address' }], [entryPoint])])
}

/** Creation code of KeyportDelegate with its constructor argument (the EntryPoint). */
function delegateInitCode(delegateBytecode: Hex, entryPoint: Address): Hex {
  return concat([delegateBytecode, encodeAbiParameters([{ type: 'address' }], [entryPoint])])
}

/** Creation code of KeyportPaymaster with its constructor arguments. */
function paymasterInitCode(
  paymasterBytecode: Hex,
  entryPoint: Address,
  owner: Address,
  signer: Address,
): Hex {
  const args = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }, { type: 'address' }],
    [entryPoint, owner, signer],
  )
  return concat([paymasterBytecode, args])
}

export interface DeployAccountAbstractionParameters {
  rpcUrl: string
  /** Creation code of contracts/KeyportAccountFactory.sol (see compileContracts). */
  factoryBytecode: Hex
  /** Creation code of contracts/KeyportPaymaster.sol (see compileContracts). */
  paymasterBytecode: Hex
  /** Creation code of contracts/KeyportDelegate.sol, the EIP-7702 delegate (see compileContracts). */
  delegateBytecode: Hex
  /**
   * KeyportPaymaster's verifyingSigner: the address whose signatures make it pay. It is part of the
   * creation code, so each signer has its own paymaster address.
   * @default the dev `paymasterSigner` key's address (server/stack/devAccounts.ts)
   */
  paymasterSigner?: Address
}

export type DeployAccountAbstractionReturnType = {
  entryPoint: Address
  accountFactory: Address
  paymaster: Address
  /** KeyportDelegate: the code embedded EOAs delegate to with EIP-7702. */
  delegate: Address
}

/**
 * Deploys ERC-4337 on a fresh anvil node through the deterministic CREATE2 deployer: EntryPoint
 * v0.8 at its canonical address, KeyportAccountFactory (whose accounts are SimpleAccount plus
 * ERC-1271), KeyportPaymaster (owned by the deployer key, with a 1000 ETH deposit in the
 * EntryPoint) and KeyportDelegate (the EIP-7702 delegate of embedded EOAs), and funds the bundler's keys. Addresses depend only on the bytecode and constructor
 * arguments, never on nonces.
 *
 * @example
 * const { entryPoint, accountFactory, paymaster, delegate } = await deployAccountAbstraction({
 *   rpcUrl, factoryBytecode, paymasterBytecode, delegateBytecode,
 * })
 */
export async function deployAccountAbstraction({
  rpcUrl,
  factoryBytecode,
  paymasterBytecode,
  delegateBytecode,
  paymasterSigner = accountAbstractionAccount('paymasterSigner').address,
}: DeployAccountAbstractionParameters): Promise<DeployAccountAbstractionReturnType> {
  // anvil answers in milliseconds; the long timeout is for a blocked event loop in this process
  // (vitest's global setup migrates PGlite beside seeding), where viem's 10 s timer fired before
  // the answer was read and a cold seeding failed.
  const transport = http(rpcUrl, { retryCount: 0, timeout: 120_000 })
  const publicClient = createPublicClient({ transport, cacheTime: 0 })
  const deployer = accountAbstractionAccount('deployer')
  const walletClient = createWalletClient({ transport, account: deployer })

  const deployerCode = await publicClient.getCode({ address: deterministicDeployer })
  if (!deployerCode || deployerCode === '0x') {
    throw new ChainError(
      `${rpcUrl} has no CREATE2 deployer at ${deterministicDeployer}; anvil ships one unless started with --disable-default-create2-deployer.`,
    )
  }
  const testClient = createTestClient({ transport, mode: 'anvil' })
  for (const role of Object.keys(
    accountAbstractionKeys,
  ) as (keyof typeof accountAbstractionKeys)[]) {
    // The paymaster's signer only signs off chain; the deployer also pays the paymaster's deposit.
    if (role === 'paymasterSigner') continue
    await testClient.setBalance({
      address: accountAbstractionAccount(role).address,
      value: role === 'deployer' ? keyGrant + paymasterDeposit : keyGrant,
    })
  }

  const chainId = await publicClient.getChainId()
  const deploy = async (initCode: Hex, salt: Hex, what: string): Promise<Address> => {
    const address = create2Address(initCode, salt)
    const hash = await walletClient.sendTransaction({
      chain: null,
      to: deterministicDeployer,
      data: concat([salt, initCode]),
      // EntryPoint's creation costs about 5 M gas; estimating a CREATE2 through the deployer is
      // fine, but a fixed ceiling keeps two chains' seeding from racing on estimates.
      gas: 12_000_000n,
      chainId,
    } as Parameters<typeof walletClient.sendTransaction>[0])
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 5 })
    const code = await publicClient.getCode({ address })
    if (receipt.status !== 'success' || !code || code === '0x') {
      throw new ChainError(`Deploying ${what} on ${rpcUrl} failed (tx ${hash}).`)
    }
    return address
  }

  const entryPoint = await deploy(entryPointBytecode(), entryPointSalt, 'the EntryPoint')
  if (entryPoint !== entryPoint08Address) {
    throw new ChainError(
      `The EntryPoint landed on ${entryPoint}, not the canonical ${entryPoint08Address}: @account-abstraction/contracts is not v0.8.0.`,
    )
  }
  const accountFactory = await deploy(
    factoryInitCode(factoryBytecode, entryPoint),
    factorySalt,
    'KeyportAccountFactory',
  )
  const paymaster = await deploy(
    paymasterInitCode(paymasterBytecode, entryPoint, deployer.address, paymasterSigner),
    paymasterSalt,
    'KeyportPaymaster',
  )
  const delegate = await deploy(
    delegateInitCode(delegateBytecode, entryPoint),
    delegateSalt,
    'KeyportDelegate',
  )
  // EntryPoint.depositTo(paymaster): the deposit the EntryPoint charges sponsored operations to.
  const depositHash = await walletClient.sendTransaction({
    chain: null,
    to: entryPoint,
    data: encodeFunctionData({
      abi: parseAbi(['function depositTo(address account) payable']),
      functionName: 'depositTo',
      args: [paymaster],
    }),
    value: paymasterDeposit,
    chainId,
  } as Parameters<typeof walletClient.sendTransaction>[0])
  const deposited = await publicClient.waitForTransactionReceipt({
    hash: depositHash,
    pollingInterval: 5,
  })
  if (deposited.status !== 'success') {
    throw new ChainError(`Funding KeyportPaymaster on ${rpcUrl} failed (tx ${depositHash}).`)
  }
  return { entryPoint, accountFactory, paymaster, delegate }
}
