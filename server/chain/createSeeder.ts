import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  type TransactionReceipt,
  type WalletClient,
} from 'viem'
import { ChainError } from './ChainError.ts'

/** Extra gas over the estimate, in percent: see `transact`. */
const gasMarginPercent = 130n

export interface Seeder {
  deployer: Address
  publicClient: PublicClient
  /** Deploys a contract and returns its address. */
  deploy(abi: Abi, bytecode: Hex, args?: readonly unknown[]): Promise<Address>
  /** Calls a contract function as the deployer and returns the mined receipt. */
  transact(request: {
    address: Address
    abi: Abi
    functionName: string
    args?: readonly unknown[]
    value?: bigint
  }): Promise<TransactionReceipt>
}

/**
 * The deployer's view of one anvil node: anvil holds the unlocked dev keys, so transactions go out
 * as `eth_sendTransaction`, one at a time in a fixed order.
 *
 * @example
 * const seeder = createSeeder('http://127.0.0.1:8545', deployer)
 * const token = await seeder.deploy(seedTokenAbi, bytecode, ['USD Coin', 'USDC', 6, supply])
 */
export function createSeeder(rpcUrl: string, deployer: Address): Seeder {
  // anvil answers in milliseconds; the long timeout is for a blocked event loop in this process
  // (vitest's global setup migrates PGlite beside seeding), where viem's 10 s timer fired before
  // the answer was read and a cold seeding failed.
  const transport = http(rpcUrl, { retryCount: 0, timeout: 120_000 })
  const publicClient = createPublicClient({ transport }) as PublicClient
  const walletClient: WalletClient = createWalletClient({ transport, account: deployer })

  async function mined(hash: Hash, what: string): Promise<TransactionReceipt> {
    // Automine mines at once, but anvil may answer eth_sendTransaction a moment before the receipt
    // is queryable, so poll briefly rather than read once.
    const receipt = await publicClient.waitForTransactionReceipt({
      hash,
      pollingInterval: 5,
      timeout: 30_000,
    })
    if (receipt.status !== 'success') {
      throw new ChainError(`Seeding ${rpcUrl} failed: ${what} reverted (tx ${hash}).`)
    }
    return receipt
  }

  return {
    deployer,
    publicClient,
    async deploy(abi, bytecode, args = []) {
      const hash = await walletClient.deployContract({
        abi,
        bytecode,
        args,
        account: deployer,
        chain: null,
      })
      const receipt = await mined(hash, 'a contract deployment')
      if (!receipt.contractAddress) throw new ChainError(`No contract created by ${hash}.`)
      return getAddress(receipt.contractAddress)
    },
    async transact({ address, abi, functionName, args = [], value }) {
      // Estimates miss Uniswap's price-accumulator writes when a later block is the first to touch
      // a pair (offline-stack.md section 2), so every call gets a margin instead of a bare estimate.
      const estimate = await publicClient.estimateContractGas({
        address,
        abi,
        functionName,
        args,
        value,
        account: deployer,
      })
      const hash = await walletClient.writeContract({
        address,
        abi,
        functionName,
        args,
        value,
        account: deployer,
        chain: null,
        gas: (estimate * gasMarginPercent) / 100n,
      })
      return mined(hash, `${functionName} on ${address}`)
    },
  }
}
