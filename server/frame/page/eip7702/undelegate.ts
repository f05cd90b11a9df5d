import {
  type Address,
  createWalletClient,
  decodeFunctionResult,
  defineChain,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  type PrivateKeyAccount,
  parseAbi,
  parseAbiItem,
  toEventSelector,
  zeroAddress,
} from 'viem'
import type { ApprovalCard, ChainRpc } from '../approval/ApprovalCard.ts'
import { chainName } from '../approval/chainName.ts'
import { currentDelegate } from './authorizations.ts'
import { undelegationCard } from './delegationCard.ts'

const sessionAbi = parseAbi([
  'struct Session { uint48 validUntil; uint128 spendLimit; uint128 spent; address[] targets; }',
  'function getSession(address key) view returns (Session)',
])
const sessionGranted = parseAbiItem(
  'event SessionGranted(address indexed key, address[] targets, uint128 spendLimit, uint48 validUntil)',
)

/**
 * The session keys still valid on the delegated account: each key its SessionGranted logs name
 * whose session KeyportDelegate still holds with a future expiry (a revoked one reads as expired).
 */
async function activeSessionKeys(rpc: ChainRpc, account: Address, now: number) {
  const logs = (await rpc('eth_getLogs', [
    {
      address: account,
      fromBlock: '0x0',
      toBlock: 'latest',
      topics: [toEventSelector(sessionGranted)],
    },
  ])) as { topics: Hex[] }[]
  const keys = [...new Set(logs.map((log) => `0x${log.topics[1]!.slice(26)}` as Address))]
  const active: Address[] = []
  for (const key of keys) {
    const data = encodeFunctionData({ abi: sessionAbi, functionName: 'getSession', args: [key] })
    const answer = (await rpc('eth_call', [{ to: account, data }, 'latest'])) as Hex
    const session = decodeFunctionResult({
      abi: sessionAbi,
      functionName: 'getSession',
      data: answer,
    })
    if (session.validUntil > now) active.push(key)
  }
  return active
}

export type UndelegateDeps = {
  owner: PrivateKeyAccount
  chainId: number
  rpcUrl: string
  rpc: ChainRpc
  origin: string
  keyportDelegate?: Address
  ask: (card: ApprovalCard) => Promise<boolean>
  /** Unix seconds. @default the clock */
  now?: () => number
}

/**
 * UNDELEGATE (seam 5): the "Remove delegation" card naming the current delegate and chain, then
 * the EOA's own type-4 transaction with an authorization to the zero address. Refused while the
 * delegated account has active session keys (they would come back with a later delegation), and
 * when the EOA has no ETH for the gas. Resolves with the transaction's hash once it is mined.
 *
 * @example
 * const { hash } = await undelegate(deps)
 */
export async function undelegate(deps: UndelegateDeps): Promise<{ hash: Hex }> {
  const { owner, chainId, rpc } = deps
  const name = chainName(chainId)
  const delegate = await currentDelegate(rpc, owner.address)
  if (!delegate) throw new Error(`This account is not delegated on ${name}`)
  const now = deps.now ?? (() => Math.floor(Date.now() / 1000))
  if ((await activeSessionKeys(rpc, owner.address, now())).length > 0)
    throw new Error('Revoke your session keys first')
  const noEth = () => new Error(`You need ETH on ${name} to pay the gas of undelegating`)
  if (BigInt((await rpc('eth_getBalance', [owner.address, 'latest'])) as Hex) === 0n) throw noEth()
  const card = undelegationCard({
    origin: deps.origin,
    account: owner.address,
    delegate: getAddress(delegate),
    keyportDelegate: deps.keyportDelegate,
    chainId,
  })
  if (!(await deps.ask(card))) throw new Error('Signature declined')
  const nonce = Number(await rpc('eth_getTransactionCount', [owner.address, 'pending']))
  // The EOA sends the transaction itself: its authorization takes the nonce after the transaction's.
  const authorization = await owner.signAuthorization({
    address: zeroAddress,
    chainId,
    nonce: nonce + 1,
  })
  const client = createWalletClient({
    account: owner,
    chain: defineChain({
      id: chainId,
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [deps.rpcUrl] } },
    }),
    transport: http(deps.rpcUrl),
  })
  const hash = await client
    .sendTransaction({ to: owner.address, authorizationList: [authorization], nonce })
    .catch((error: unknown) => {
      if (/insufficient funds/i.test(String((error as Error).message))) throw noEth()
      throw error
    })
  for (let tries = 0; tries < 120; tries += 1) {
    const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as { status?: Hex } | null
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`The transaction ${hash} reverted`)
      return { hash }
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The transaction ${hash} was not mined in time`)
}
