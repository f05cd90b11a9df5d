import { freePort } from '@keyport/server/chain/freePort.ts'
import { type AnvilNode, spawnAnvil } from '@keyport/server/chain/spawnAnvil.ts'
import { localChains } from '@keyport/stack'
import {
  type Address,
  createPublicClient,
  createTestClient,
  type Hex,
  http,
  type PublicClient,
} from 'viem'

/** Runtime code that stops at once: a contract with no `isValidSignature` (and no revert). */
export const silentContractCode: Hex = '0x00'
/**
 * Runtime code whose every call returns `0x1626ba7e` left-aligned in a word: an `isValidSignature`
 * that says yes to any hash and any signature (a drainer's, or a careless wallet's, delegate).
 */
export const permissiveContractCode: Hex = '0x631626ba7e60e01b60005260206000f3'

export type DelegatedChain = {
  node: AnvilNode
  client: PublicClient
  rpcUrl: string
  /** Sets `address`'s code, e.g. to a delegation designator `0xef0100 || delegate`. */
  setCode(address: Address, code: Hex): Promise<void>
  /** A delegation designator pointing at `delegate`, the code EIP-7702 gives a delegated EOA. */
  designator(delegate: Address): Hex
  stop(): Promise<void>
}

/**
 * One anvil node of its own (chain 1, on a free port, Prague or later: anvil's latest hardfork),
 * for tests of EIP-7702 delegated accounts: no deployment, just code set where a test wants it.
 *
 * @example
 * const chain = await startDelegatedChain()
 * await chain.setCode(alice.address, chain.designator(delegate))
 */
export async function startDelegatedChain(): Promise<DelegatedChain> {
  const node = await spawnAnvil({
    chain: localChains[0]!,
    host: '127.0.0.1',
    port: await freePort('127.0.0.1', 0),
  })
  // As the API's clients (createApiChains): no known contracts, so ERC-6492 runs deployless.
  const chain = {
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  }
  const client = createPublicClient({ chain, transport: http(node.rpcUrl) })
  const test = createTestClient({ chain, mode: 'anvil', transport: http(node.rpcUrl) })
  return {
    node,
    client: client as PublicClient,
    rpcUrl: node.rpcUrl,
    setCode: (address, bytecode) => test.setCode({ address, bytecode }),
    designator: (delegate) => `0xef0100${delegate.slice(2).toLowerCase()}` as Hex,
    stop: () => node.stop(),
  }
}
