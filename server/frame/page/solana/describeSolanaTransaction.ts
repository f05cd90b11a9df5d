import {
  getTransferSolInstructionDataDecoder,
  identifySystemInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  getTransferCheckedInstructionDataDecoder,
  getTransferInstructionDataDecoder,
  identifyTokenInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'
import { formatUnits } from 'viem'
import type { ApprovalRow, ChainRpc } from '../approval/ApprovalCard.ts'
import type { DecodedSolanaTransaction, SolanaInstruction } from './decodeSolanaTransaction.ts'
import { readSolanaAccounts, type SolanaAccountView } from './readSolanaAccounts.ts'
import { solanaTokenSymbol } from './solanaTokenSymbol.ts'

const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VZnJK9xpZ3mCVqU95UCzbB5PpESHVb'
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const LOOKUP = '(an account from a lookup table)'

type Accounts = Map<string, SolanaAccountView | undefined>

/** The token moves of a transaction, before their accounts are read. */
type TokenMove = {
  source?: string
  destination?: string
  mint?: string
  amount: bigint
  decimals?: number
}

const sol = (lamports: bigint) => `${formatUnits(lamports, 9)} SOL`

function tokenAmount(amount: bigint, mint: string | undefined, decimals: number | undefined) {
  const symbol = mint && solanaTokenSymbol(mint)
  if (decimals === undefined) return `${amount} base units of token ${mint ?? '(unknown mint)'}`
  return `${formatUnits(amount, decimals)} ${symbol ?? `of token ${mint}`}`
}

function unknown({ programAddress, accounts, data }: SolanaInstruction): ApprovalRow {
  return {
    label: 'Unknown instruction',
    value: `Program ${programAddress ?? LOOKUP}: ${accounts.length} accounts, ${data.length} bytes of data. This wallet cannot show what it does.`,
    warning: true,
  }
}

function systemRow(instruction: SolanaInstruction, owner: string): ApprovalRow {
  let kind: SystemInstruction | undefined
  try {
    kind = identifySystemInstruction(instruction.data)
  } catch {
    kind = undefined
  }
  if (kind !== SystemInstruction.TransferSol) return unknown(instruction)
  const { amount } = getTransferSolInstructionDataDecoder().decode(instruction.data)
  const [source, destination] = instruction.accounts
  const from = source === owner ? '' : ` from ${source ?? LOOKUP}`
  return {
    label: 'Send',
    value: `${sol(amount)} to ${destination ?? LOOKUP}${from}`,
    warning: source !== owner,
  }
}

function tokenMove(instruction: SolanaInstruction): TokenMove | undefined {
  let kind: TokenInstruction | undefined
  try {
    kind = identifyTokenInstruction(instruction.data)
  } catch {
    return undefined
  }
  const a = instruction.accounts
  if (kind === TokenInstruction.Transfer) {
    const { amount } = getTransferInstructionDataDecoder().decode(instruction.data)
    return { source: a[0], destination: a[1], amount }
  }
  if (kind === TokenInstruction.TransferChecked) {
    const { amount, decimals } = getTransferCheckedInstructionDataDecoder().decode(instruction.data)
    return { source: a[0], mint: a[1], destination: a[2], amount, decimals }
  }
  return undefined
}

/** The owner of each associated token account the transaction itself creates. */
function createdTokenAccounts(instructions: SolanaInstruction[]) {
  const created = new Map<string, { owner?: string; mint?: string }>()
  for (const { programAddress, accounts } of instructions)
    if (programAddress === ASSOCIATED_TOKEN_PROGRAM_ADDRESS && accounts[1])
      created.set(accounts[1], { owner: accounts[2], mint: accounts[3] })
  return created
}

function tokenRow(
  move: TokenMove,
  accounts: Accounts,
  created: ReturnType<typeof createdTokenAccounts>,
  owner: string,
): ApprovalRow {
  const source = move.source ? accounts.get(move.source)?.token : undefined
  const destination = move.destination ? accounts.get(move.destination)?.token : undefined
  const mint = move.mint ?? source?.mint
  const decimals = move.decimals ?? source?.decimals
  const recipient = destination?.owner ?? (move.destination && created.get(move.destination)?.owner)
  const amount = tokenAmount(move.amount, mint, decimals)
  if (!recipient)
    return {
      label: 'Send',
      value: `${amount} to token account ${move.destination ?? LOOKUP} (its owner is unknown)`,
      warning: true,
    }
  const foreign = source && source.owner !== owner
  return {
    label: 'Send',
    value: `${amount} to ${recipient}${foreign ? ` from an account of ${source.owner}` : ''}`,
    warning: Boolean(foreign) || (destination !== undefined && destination.mint !== mint),
  }
}

function createAccountRow(instruction: SolanaInstruction): ApprovalRow {
  const [, , owner, mint] = instruction.accounts
  const symbol = (mint && solanaTokenSymbol(mint)) ?? `token ${mint ?? LOOKUP}`
  return { label: 'Create token account', value: `${symbol} account for ${owner ?? LOOKUP}` }
}

/**
 * The card's rows for a Solana transaction: System transfers and SPL Token transfer and
 * transferChecked in words (amount, token, the recipient wallet read from the destination token
 * account), associated-token-account creation and compute-budget settings named, and any other
 * instruction shown as unknown with a warning. Everything comes from the transaction's own
 * bytes and the chain: nothing else the app sends is shown.
 *
 * @example
 * await describeSolanaTransaction({ decoded, owner, rpc }) // [{ label: 'Send', value: '1.5 USDC to 9x…' }]
 */
export async function describeSolanaTransaction({
  decoded,
  owner,
  rpc,
}: {
  decoded: DecodedSolanaTransaction
  owner: string
  rpc: ChainRpc
}): Promise<ApprovalRow[]> {
  const { instructions } = decoded
  const moves = instructions.map((instruction) =>
    instruction.programAddress === TOKEN_PROGRAM_ADDRESS ||
    instruction.programAddress === TOKEN_2022_PROGRAM
      ? tokenMove(instruction)
      : undefined,
  )
  const accounts = await readSolanaAccounts(
    rpc,
    moves.flatMap((move) => [move?.source, move?.destination]).filter((a): a is string => !!a),
  )
  const created = createdTokenAccounts(instructions)
  const rows = instructions.map((instruction, index): ApprovalRow => {
    const move = moves[index]
    if (move) return tokenRow(move, accounts, created, owner)
    if (instruction.programAddress === SYSTEM_PROGRAM_ADDRESS) return systemRow(instruction, owner)
    if (instruction.programAddress === ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
      return createAccountRow(instruction)
    if (instruction.programAddress === COMPUTE_BUDGET_PROGRAM)
      return { label: 'Network fee', value: 'Compute budget setting' }
    return unknown(instruction)
  })
  if (decoded.usesLookupTables)
    rows.push({
      label: 'Lookup tables',
      value: 'Some accounts come from address lookup tables and are not shown by address.',
      warning: true,
    })
  if (decoded.signers[0] !== owner)
    rows.push({ label: 'Fee payer', value: decoded.signers[0] ?? LOOKUP })
  return rows
}
