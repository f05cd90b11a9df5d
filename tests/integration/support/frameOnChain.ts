import { closeApproval } from '@keyport/server/frame/page/approvalUi.ts'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { type AccountAbstractionStack, startAccountAbstraction } from './startAccountAbstraction.ts'

type JsdomModule = { JSDOM: new (html: string) => { window: { document: Document } } }
const approvalRoot = '<main id="approval" role="dialog" hidden></main>'

/**
 * The frame's RPC handler against real parts on chain 1: anvil, alto and the data API with its
 * ERC-7677 paymaster (`startAccountAbstraction`), and a JSDOM document of the frame's own for its
 * approval cards (the servers need Node's own URL, which a jsdom environment would replace).
 * Registers the stack's start and stop and a fresh card root per test in the calling file.
 *
 * @example
 * const frame = await frameOnChain1()
 * test('…', () => handleRpc({ doc: frame.document, rpcUrl: frame.rpcUrl, … }, 'eth_chainId', []))
 */
export async function frameOnChain1() {
  // Imported by name at run time: the jsdom environment's own copy must not be the one loaded.
  const jsdom = 'jsdom'
  const { JSDOM } = (await import(jsdom)) as JsdomModule
  const { document } = new JSDOM(approvalRoot).window
  let stack: AccountAbstractionStack | undefined
  beforeAll(async () => {
    stack = await startAccountAbstraction({ chainIds: [1] })
  }, 180_000)
  afterAll(() => stack?.stop())
  beforeEach(() => {
    document.body.innerHTML = approvalRoot
  })
  afterEach(() => closeApproval())
  const started = () => {
    if (!stack) throw new Error('The chain 1 stack has not started (used outside a test?)')
    return stack
  }
  return {
    document,
    get stack() {
      return started()
    },
    usdc: () => started().chain.tokens.find((token) => token.symbol === 'USDC')!.address as Address,
    /** The data API's JSON-RPC endpoint for keyport-dev on `chainId` (chain and bundler calls). */
    rpcUrl: (chainId: number) =>
      `${started().api.url}/v1/?chainId=${chainId}&projectId=keyport-dev`,
    /** The data API's ERC-7677 paymaster service for keyport-dev on chain 1. */
    paymasterUrl: () => `${started().api.url}/v1/paymaster?chainId=1&projectId=keyport-dev`,
  }
}
