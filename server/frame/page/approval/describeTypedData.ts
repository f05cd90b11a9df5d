import type { Hex } from 'viem'
import type { ApprovalRow, ChainRpc } from './ApprovalCard.ts'
import { chainName, nativeSymbol } from './chainName.ts'
import { describeUserOperation, USER_OPERATION_TYPE } from './describeUserOperation.ts'
import { formatAllowance, formatTokenAmount, isUnlimited } from './formatTokenAmount.ts'
import {
  daiPermit,
  erc2612Permit,
  permitBatch,
  permitBatchTransferFrom,
  permitSingle,
  permitTransferFrom,
} from './permitSchemas.ts'
import type { TokenReader } from './readToken.ts'

/** eth_signTypedData_v4's payload, as far as the card reads it. */
export type TypedDataPayload = {
  primaryType?: unknown
  domain?: { name?: unknown; chainId?: unknown; verifyingContract?: unknown }
  message?: unknown
}

export type DescribeTypedDataParameters = {
  typed: TypedDataPayload
  chainId: number
  readToken: TokenReader
  /** The chain, for the calls of a user operation. @default a chain that answers nothing */
  rpc?: ChainRpc
}

const noChain: ChainRpc = () => Promise.reject(new Error('No chain access'))

// Deadlines at or past 2^48-1 (Permit2's "never") or year 10,000 read as no deadline.
const NEVER = 253_402_300_800n

/** A Unix time in seconds as "2026-05-08 07:50 UTC", or "Never". */
export function formatDeadline(seconds: bigint) {
  if (seconds >= NEVER) return 'Never'
  return `${new Date(Number(seconds) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

async function allowanceRow(
  readToken: TokenReader,
  label: string,
  token: Hex,
  amount: bigint,
  spender: Hex,
): Promise<ApprovalRow> {
  const info = await readToken(token)
  return {
    label,
    value: `${formatAllowance(amount, token, info)} to ${spender}`,
    warning: isUnlimited(amount, info),
  }
}

async function transferRow(readToken: TokenReader, token: Hex, amount: bigint, spender: Hex) {
  const info = await readToken(token)
  return {
    label: 'Permit2 transfer',
    value: `${formatTokenAmount(amount, token, info)} may be taken by ${spender}`,
  }
}

/** Rows for the permits the card knows; undefined for any other typed data. */
async function describePermit(
  primaryType: unknown,
  message: unknown,
  token: Hex | undefined,
  readToken: TokenReader,
): Promise<ApprovalRow[] | undefined> {
  if (primaryType === 'Permit' && token) {
    const erc2612 = erc2612Permit.safeParse(message)
    if (erc2612.success) {
      const { spender, value, deadline } = erc2612.data
      return [
        await allowanceRow(readToken, 'Permit', token, value, spender),
        { label: 'Spender', value: spender },
        { label: 'Deadline', value: formatDeadline(deadline) },
      ]
    }
    const dai = daiPermit.safeParse(message)
    if (dai.success) {
      const { spender, allowed, expiry } = dai.data
      const amount = allowed ? 2n ** 256n - 1n : 0n
      return [
        await allowanceRow(readToken, 'Permit', token, amount, spender),
        { label: 'Spender', value: spender },
        { label: 'Deadline', value: expiry === 0n ? 'Never' : formatDeadline(expiry) },
      ]
    }
  }
  if (primaryType === 'PermitSingle') {
    const parsed = permitSingle.safeParse(message)
    if (!parsed.success) return undefined
    const { details, spender, sigDeadline } = parsed.data
    return [
      await allowanceRow(readToken, 'Permit2 approval', details.token, details.amount, spender),
      { label: 'Spender', value: spender },
      { label: 'Approval expires', value: formatDeadline(details.expiration) },
      { label: 'Deadline', value: formatDeadline(sigDeadline) },
    ]
  }
  if (primaryType === 'PermitBatch') {
    const parsed = permitBatch.safeParse(message)
    if (!parsed.success) return undefined
    const { details, spender, sigDeadline } = parsed.data
    const rows = await Promise.all(
      details.map((one) =>
        allowanceRow(readToken, 'Permit2 approval', one.token, one.amount, spender),
      ),
    )
    const expires = details.map((one) => formatDeadline(one.expiration))
    return [
      ...rows,
      { label: 'Spender', value: spender },
      { label: 'Approval expires', value: [...new Set(expires)].join(', ') },
      { label: 'Deadline', value: formatDeadline(sigDeadline) },
    ]
  }
  if (primaryType === 'PermitTransferFrom' || primaryType === 'PermitWitnessTransferFrom') {
    const parsed = permitTransferFrom.safeParse(message)
    if (!parsed.success) return undefined
    const { permitted, spender, deadline } = parsed.data
    return [
      await transferRow(readToken, permitted.token, permitted.amount, spender),
      { label: 'Spender', value: spender },
      { label: 'Deadline', value: formatDeadline(deadline) },
    ]
  }
  if (
    primaryType === 'PermitBatchTransferFrom' ||
    primaryType === 'PermitBatchWitnessTransferFrom'
  ) {
    const parsed = permitBatchTransferFrom.safeParse(message)
    if (!parsed.success) return undefined
    const { permitted, spender, deadline } = parsed.data
    const rows = await Promise.all(
      permitted.map((one) => transferRow(readToken, one.token, one.amount, spender)),
    )
    return [
      ...rows,
      { label: 'Spender', value: spender },
      { label: 'Deadline', value: formatDeadline(deadline) },
    ]
  }
  return undefined
}

/**
 * What a typed-data signature allows: EIP-2612 and DAI permits, Permit2's PermitSingle,
 * PermitBatch and (batch) PermitTransferFrom in words; an EntryPoint v0.8 `PackedUserOperation`
 * (which a smart account, the wallet's own included, runs on its owner's signature) as its calls,
 * or refused when it cannot be read; any other type shows its name and the signing contract, with
 * the message itself behind "Show raw data".
 *
 * @example
 * await describeTypedData({ typed, chainId: 1, readToken }) // [{ label: 'Permit', value: 'Unlimited USDC to 0x…' }, …]
 */
export async function describeTypedData({
  typed,
  chainId,
  readToken,
  rpc = noChain,
}: DescribeTypedDataParameters): Promise<ApprovalRow[]> {
  const domain = typed.domain ?? {}
  const contract =
    typeof domain.verifyingContract === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(domain.verifyingContract)
      ? (domain.verifyingContract as Hex)
      : undefined
  // EIP-712 hashes the type by its exact name: only this one is what EntryPoint v0.8 checks.
  const rows: ApprovalRow[] =
    typed.primaryType === USER_OPERATION_TYPE
      ? await describeUserOperation({
          message: typed.message,
          nativeSymbol: nativeSymbol(Number(domain.chainId) || chainId),
          readToken,
          rpc,
        })
      : ((await describePermit(typed.primaryType, typed.message, contract, readToken)) ?? [
          { label: 'Type', value: String(typed.primaryType) },
        ])
  const signedFor = [typeof domain.name === 'string' ? domain.name : undefined, contract]
  if (signedFor.some(Boolean))
    rows.push({ label: 'Signing for', value: signedFor.filter(Boolean).join(' at ') })
  const domainChain = Number(domain.chainId)
  if (domain.chainId !== undefined && domainChain !== chainId)
    rows.push({
      label: 'Other chain',
      value: `This signature is for ${chainName(domainChain)} (chain ${domainChain})`,
      warning: true,
    })
  return rows
}
