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
  getContractAddress,
  type Hex,
  http,
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

const keyGrant = parseEther('1000')

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

export interface DeployAccountAbstractionParameters {
  rpcUrl: string
  /** Creation code of contracts/KeyportAccountFactory.sol (see compileContracts). */
  factoryBytecode: Hex
}

/**
 * Deploys ERC-4337 on a fresh anvil node through the deterministic CREATE2 deployer: EntryPoint
 * v0.8 at its canonical address and KeyportAccountFactory (whose accounts are SimpleAccount plus
 * ERC-1271), and funds the bundler's keys. Addresses depend only on the bytecode, never on nonces.
 *
 * @example
 * const { entryPoint, accountFactory } = await deployAccountAbstraction({ rpcUrl, factoryBytecode })
 */
export async function deployAccountAbstraction({
  rpcUrl,
  factoryBytecode,
}: DeployAccountAbstractionParameters): Promise<{ entryPoint: Address; accountFactory: Address }> {
  const transport = http(rpcUrl, { retryCount: 0 })
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
    await testClient.setBalance({
      address: accountAbstractionAccount(role).address,
      value: keyGrant,
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
  return { entryPoint, accountFactory }
}
