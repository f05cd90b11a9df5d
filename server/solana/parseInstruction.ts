import { uiTokenAmount } from './tokenAccounts.ts'

/** An instruction named by its program and account addresses (resolved from indexes). */
export interface ResolvedInstruction {
  programId: string
  accounts: string[]
  data: Uint8Array
}

const systemProgram = '11111111111111111111111111111111'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/**
 * The `jsonParsed` form of the transfers wallets and the history show: System `transfer` and SPL
 * Token `transfer` / `transferChecked`. Anything else answers undefined (shown unparsed).
 *
 * @example
 * parseInstruction(ix) // { program: 'system', programId, parsed: { type: 'transfer', info: { source, destination, lamports } } }
 */
export function parseInstruction({ programId, accounts, data }: ResolvedInstruction) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (programId === systemProgram && data.length === 12 && view.getUint32(0, true) === 2) {
    const [source, destination] = accounts
    const info = { source, destination, lamports: view.getBigUint64(4, true) }
    return { program: 'system', programId, parsed: { type: 'transfer', info } }
  }
  if (programId !== tokenProgram) return undefined
  if (data.length === 9 && data[0] === 3) {
    const [source, destination, authority] = accounts
    const info = { source, destination, authority, amount: view.getBigUint64(1, true).toString() }
    return { program: 'spl-token', programId, parsed: { type: 'transfer', info } }
  }
  if (data.length === 10 && data[0] === 12) {
    const [source, mint, destination, authority] = accounts
    const tokenAmount = uiTokenAmount(view.getBigUint64(1, true), data[9]!)
    const info = { source, mint, destination, authority, tokenAmount }
    return { program: 'spl-token', programId, parsed: { type: 'transferChecked', info } }
  }
  return undefined
}
