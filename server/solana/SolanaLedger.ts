import { EventEmitter } from 'node:events'
import { LiteSVM } from 'litesvm'
import { BlockhashQueue } from './BlockhashQueue.ts'
import { type SolanaCluster, type SolanaClusterName, solanaClusters } from './clusters.ts'
import { type SolanaSeed, seedSolana } from './seedSolana.ts'
import type { TransactionRecord } from './TransactionRecord.ts'

export type Commitment = 'processed' | 'confirmed' | 'finalized'

export interface SolanaLedgerOptions {
  /** Which real cluster's genesis hash the chain reports. @default 'mainnet' */
  cluster?: SolanaClusterName
  /**
   * Close the slot as soon as a transaction lands (anvil's automine), so it is confirmed at once
   * without waiting for the slot clock; what tests use. @default false
   */
  closeSlotPerTransaction?: boolean
  /** Slots after confirmation until a slot counts as finalized. @default 31 */
  finalizedDepth?: number
  /** Wall clock in ms, for block times. @default Date.now */
  now?: () => number
}

interface SlotInfo {
  parent: number
  slot: number
  root: number
}

/** A slot in which transactions landed; slots without any count as skipped (no block). */
export interface LedgerBlock {
  slot: number
  blockhash: string
  previousBlockhash: string
  parentSlot: number
  blockTime: number
  /** In the order they landed. */
  signatures: string[]
}

export interface SignatureStatus {
  slot: number
  confirmations: number | null
  err: TransactionRecord['meta']['err']
  confirmationStatus: Commitment
}

interface LedgerEvents {
  slot: [SlotInfo]
  transaction: [TransactionRecord]
}

/**
 * The local Solana chain's state: litesvm (the Agave SVM, in process) plus what a validator adds
 * around it and litesvm does not keep: slots and commitment levels, the recent blockhashes, and a
 * record of every landed transaction (fee, balances before and after, logs) for the RPC.
 * Block height equals slot (no slot is ever skipped). Reads see the newest state at every
 * commitment.
 *
 * @example
 * const ledger = await SolanaLedger.create({ closeSlotPerTransaction: true })
 * ledger.advanceSlot()
 */
export class SolanaLedger {
  readonly transactions = new Map<string, TransactionRecord>()
  readonly cluster: SolanaCluster
  private currentSlot = 0
  private readonly blockhashes = new BlockhashQueue()
  private readonly byAddress = new Map<string, string[]>()
  private readonly blocks = new Map<number, LedgerBlock>()
  private readonly events = new EventEmitter<LedgerEvents>()
  private readonly finalizedDepth: number
  private readonly now: () => number
  private readonly closeSlotPerTransaction: boolean

  static async create(options: SolanaLedgerOptions = {}): Promise<SolanaLedger> {
    // Blockhash ages are checked here (BlockhashQueue): litesvm accepts only its latest one.
    const svm = new LiteSVM().withBlockhashCheck(false)
    return new SolanaLedger(svm, await seedSolana(svm), options)
  }

  private constructor(
    readonly svm: LiteSVM,
    readonly seed: SolanaSeed,
    options: SolanaLedgerOptions,
  ) {
    this.cluster = solanaClusters[options.cluster ?? 'mainnet']
    this.finalizedDepth = options.finalizedDepth ?? 31
    this.now = options.now ?? Date.now
    this.closeSlotPerTransaction = options.closeSlotPerTransaction ?? false
    this.events.setMaxListeners(0)
    this.enterSlot(0)
  }

  /** The newest slot at a commitment level: processed is the open slot, confirmed the last closed. */
  slot(commitment: Commitment = 'finalized'): number {
    if (commitment === 'processed') return this.currentSlot
    const confirmed = Math.max(0, this.currentSlot - 1)
    return commitment === 'confirmed' ? confirmed : Math.max(0, confirmed - this.finalizedDepth)
  }

  /** Closes the open slot and opens the next, with a new blockhash: what the slot clock calls. */
  advanceSlot(): void {
    const parent = this.currentSlot
    this.enterSlot(parent + 1)
    this.events.emit('slot', { parent, slot: this.currentSlot, root: this.slot('finalized') })
  }

  latestBlockhash(commitment: Commitment = 'finalized') {
    return this.blockhashes.at(this.slot(commitment))
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.blockhashes.isValid(blockhash, this.currentSlot)
  }

  /** Keeps a landed transaction, indexes it by every account it names, and tells subscribers. */
  land(record: TransactionRecord): void {
    this.transactions.set(record.signature, record)
    this.blockOf(record).signatures.push(record.signature)
    for (const key of new Set(record.accountKeys.map((account) => account.pubkey))) {
      const list = this.byAddress.get(key) ?? []
      list.push(record.signature)
      this.byAddress.set(key, list)
    }
    this.events.emit('transaction', record)
    if (this.closeSlotPerTransaction) this.advanceSlot()
  }

  status(signature: string): SignatureStatus | null {
    const record = this.transactions.get(signature)
    if (!record) return null
    const closed = this.currentSlot - 1
    const confirmationStatus: Commitment =
      record.slot <= closed - this.finalizedDepth
        ? 'finalized'
        : record.slot <= closed
          ? 'confirmed'
          : 'processed'
    return {
      slot: record.slot,
      confirmations: confirmationStatus === 'finalized' ? null : this.currentSlot - record.slot,
      err: record.meta.err,
      confirmationStatus,
    }
  }

  /** The block of a slot that holds transactions, or undefined for an empty (skipped) slot. */
  block(slot: number): LedgerBlock | undefined {
    return this.blocks.get(slot)
  }

  /** Slots from `start` to `end` (inclusive) that hold a block, ascending. */
  blockSlots(start: number, end: number): number[] {
    return [...this.blocks.keys()].filter((slot) => slot >= start && slot <= end)
  }

  private blockOf(record: TransactionRecord): LedgerBlock {
    const existing = this.blocks.get(record.slot)
    if (existing) return existing
    const parentSlot = Math.max(0, record.slot - 1)
    const block = {
      slot: record.slot,
      blockhash: this.blockhashes.at(record.slot).blockhash,
      previousBlockhash: this.blockhashes.at(parentSlot).blockhash,
      parentSlot,
      blockTime: record.blockTime,
      signatures: [],
    }
    this.blocks.set(record.slot, block)
    return block
  }

  /** Signatures of the transactions that name `address`, oldest first. */
  signaturesFor(address: string): readonly string[] {
    return this.byAddress.get(address) ?? []
  }

  /** Unix seconds of the open slot. */
  blockTime(): number {
    return Math.floor(this.now() / 1000)
  }

  /** Listens for closed slots or landed transactions; a throwing listener never stops the chain. */
  on<E extends keyof LedgerEvents>(event: E, listener: (...args: LedgerEvents[E]) => void) {
    const guarded = (...args: LedgerEvents[E]) => {
      try {
        listener(...args)
      } catch (error) {
        console.error(`solana: a ${event} listener failed`, error)
      }
    }
    this.events.on(event, guarded as never)
    return () => {
      this.events.off(event, guarded as never)
    }
  }

  private enterSlot(slot: number): void {
    this.currentSlot = slot
    if (slot > 0) this.svm.expireBlockhash()
    this.svm.warpToSlot(BigInt(slot))
    const clock = this.svm.getClock()
    clock.unixTimestamp = BigInt(this.blockTime())
    this.svm.setClock(clock)
    this.blockhashes.add(slot, this.svm.latestBlockhash())
  }
}
