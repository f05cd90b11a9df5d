import type { WireTransaction } from './decodeWireTransaction.ts'

/** The fee per signature on every Solana cluster. */
const lamportsPerSignature = 5000n

const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'
const defaultUnitsPerInstruction = 200_000n
const maxUnits = 1_400_000n

/**
 * What the runtime charges: 5,000 lamports per signature, plus the priority fee (compute-unit price
 * in micro-lamports times the unit limit, rounded up) when a ComputeBudget instruction sets a price.
 *
 * @example
 * transactionFee(message) // 5000n for a one-signer transfer
 */
export function transactionFee(message: WireTransaction['message']): bigint {
  let unitLimit: bigint | undefined
  let microLamportsPerUnit = 0n
  let otherInstructions = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    const data = instruction.data
    if (program !== computeBudgetProgram || !data || data.length === 0) {
      otherInstructions += 1n
      continue
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(view.getUint32(1, true))
    if (data[0] === 3 && data.length >= 9) microLamportsPerUnit = view.getBigUint64(1, true)
  }
  const units = unitLimit ?? min(otherInstructions * defaultUnitsPerInstruction, maxUnits)
  const priority = (microLamportsPerUnit * min(units, maxUnits) + 999_999n) / 1_000_000n
  return lamportsPerSignature * BigInt(message.header.numSignerAccounts) + priority
}

const min = (a: bigint, b: bigint) => (a < b ? a : b)
