import { delegationOf } from '@keyport/kernel/chain'
import { decodeFunctionData, formatUnits, type Hex, parseAbi, size } from 'viem'
import type { ApprovalRow, ChainRpc } from './ApprovalCard.ts'
import { formatAllowance, formatTokenAmount, isUnlimited } from './formatTokenAmount.ts'
import { readCollectionName, type TokenReader } from './readToken.ts'

/** One call of a transaction or of a wallet_sendCalls batch. */
export type Call = { to?: Hex; value?: bigint; data?: Hex }

// The calls a card decodes: what moves or unlocks a user's tokens.
const knownCalls = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
])

export type DescribeCallParameters = {
  call: Call
  nativeSymbol: string
  readToken: TokenReader
  rpc: ChainRpc
}

/**
 * What one call does, in words: "Send 10 USDC to 0x…", "Unlimited USDC to 0x…", "All your NFTs in
 * collection …", or "Unknown contract call" with its selector.
 *
 * @example
 * await describeCall({ call: { to: usdc, data }, … }) // { label: 'Token approval', value: 'Unlimited USDC to 0x…', warning: true }
 */
export async function describeCall(parameters: DescribeCallParameters): Promise<ApprovalRow> {
  const { call, nativeSymbol } = parameters
  const native = `${formatUnits(call.value ?? 0n, 18)} ${nativeSymbol}`
  const empty = !call.data || size(call.data) === 0
  if (!call.to) return { label: 'Deploy', value: `A new contract, with ${native}`, warning: true }
  if (empty) return { label: 'Send', value: `${native} to ${call.to}` }
  const row = await describeData(parameters, call.to, call.data!)
  // A contract call that also pays: the payment is part of the same line.
  return (call.value ?? 0n) > 0n ? { ...row, value: `${row.value}, paying ${native}` } : row
}

/** The delegate of `address` if it is an EIP-7702 delegated account; a chain that cannot tell → none. */
async function delegateOf(rpc: ChainRpc, address: Hex): Promise<Hex | undefined> {
  try {
    return delegationOf((await rpc('eth_getCode', [address, 'latest'])) as Hex)
  } catch {
    return undefined
  }
}

async function describeData(
  { readToken, rpc }: DescribeCallParameters,
  to: Hex,
  data: Hex,
): Promise<ApprovalRow> {
  let decoded: ReturnType<typeof decodeFunctionData<typeof knownCalls>>
  try {
    decoded = decodeFunctionData({ abi: knownCalls, data })
  } catch {
    const delegate = await delegateOf(rpc, to)
    // An EIP-7702 account is an account that runs its delegate's code, not a contract.
    if (delegate)
      return {
        label: 'Unknown account call',
        value: `Function ${data.slice(0, 10)} on account ${to} (delegated to ${delegate})`,
        warning: true,
      }
    return {
      label: 'Unknown contract call',
      value: `Function ${data.slice(0, 10)} on ${to}`,
      warning: true,
    }
  }
  if (decoded.functionName === 'setApprovalForAll') {
    const [operator, approved] = decoded.args
    const collection = (await readCollectionName(rpc, to)) ?? to
    if (!approved)
      return { label: 'Revoke NFT access', value: `${operator} for collection ${collection}` }
    return {
      label: 'NFT approval',
      value: `All your NFTs in collection ${collection} (${to}) to ${operator}`,
      warning: true,
    }
  }
  const token = await readToken(to)
  if (decoded.functionName === 'transfer') {
    const [recipient, amount] = decoded.args
    return { label: 'Send', value: `${formatTokenAmount(amount, to, token)} to ${recipient}` }
  }
  if (decoded.functionName === 'transferFrom') {
    const [from, recipient, amount] = decoded.args
    return {
      label: 'Move tokens',
      value: `${formatTokenAmount(amount, to, token)} from ${from} to ${recipient}`,
    }
  }
  const [spender, amount] = decoded.args
  if (amount === 0n)
    return { label: 'Revoke approval', value: `${spender} for ${token?.symbol ?? to}` }
  return {
    label: 'Token approval',
    value: `${formatAllowance(amount, to, token)} to ${spender}`,
    warning: isUnlimited(amount, token),
  }
}
