import type {
  TestWalletLogEntry,
  TestWalletMode,
  TestWalletOutcome,
  TestWalletPendingRequest,
} from './types.ts'

/** One rule: a mode and, for `delay`, how long. */
export interface ModeRule {
  mode: TestWalletMode
  delayMs: number
}

/** The settings the control starts from and reports on change (the browser keeps them per page). */
export interface WalletControlSettings extends ModeRule {
  /** Overrides by method name; they apply to any method, even one that never prompts. */
  methods: Record<string, ModeRule>
}

/** Steers the wallet from a test: how it answers, what waits, what happened. */
export interface WalletControl {
  /**
   * `setMode(mode, delayMs?)` sets how every prompting request is answered (connect, sign, send,
   * switch or add chain); `setMode(method, mode, delayMs?)` overrides one method, prompting or not.
   */
  setMode(mode: TestWalletMode, delayMs?: number): void
  setMode(method: string, mode: TestWalletMode, delayMs?: number): void
  /** Requests waiting for a decision in `manual` mode, oldest first. */
  readonly pending: TestWalletPendingRequest[]
  /** Approves the oldest pending request, waiting for one if none is pending yet. */
  approveNext(): Promise<TestWalletPendingRequest>
  /** Rejects (4001) the oldest pending request, waiting for one if none is pending yet. */
  rejectNext(): Promise<TestWalletPendingRequest>
  /** Every request so far, with its method, params and outcome. */
  readonly log: TestWalletLogEntry[]
  clearLog(): void
  /** Offline: emits 'disconnect' (4900) and fails every request; back online: emits 'connect'. */
  setOffline(offline: boolean): void
  readonly settings: WalletControlSettings
}

type Decision = 'approve' | 'reject' | 'garbage'

/** The wallet's side of the control: log a request, decide it, record how it ended. */
export interface WalletGate {
  begin(method: string, params: unknown): TestWalletLogEntry
  decide(entry: TestWalletLogEntry, prompts: boolean): Promise<Decision>
  finish(entry: TestWalletLogEntry, outcome: TestWalletOutcome, value?: unknown): void
  readonly offline: boolean
}

export interface CreateWalletControlParameters {
  settings?: Partial<WalletControlSettings>
  onSettingsChange?(settings: WalletControlSettings): void
  onOfflineChange?(offline: boolean): void
}

interface PendingItem {
  request: TestWalletPendingRequest
  decide(decision: Decision): void
}

const copySettings = (settings: WalletControlSettings): WalletControlSettings => ({
  ...settings,
  methods: Object.fromEntries(
    Object.entries(settings.methods).map(([m, rule]) => [m, { ...rule }]),
  ),
})

const modes: readonly TestWalletMode[] = [
  'approve',
  'reject',
  'delay',
  'never',
  'manual',
  'garbage',
]
const isMode = (value: unknown): value is TestWalletMode => modes.includes(value as TestWalletMode)

/**
 * The control behind `wallet.control`, apart from the wallet so its rules are testable alone.
 *
 * @example
 * const { control, gate } = createWalletControl({ settings: { mode: 'manual' } })
 */
export function createWalletControl({
  settings: initial = {},
  onSettingsChange,
  onOfflineChange,
}: CreateWalletControlParameters = {}): { control: WalletControl; gate: WalletGate } {
  const settings: WalletControlSettings = {
    mode: initial.mode ?? 'approve',
    delayMs: initial.delayMs ?? 1000,
    methods: { ...initial.methods },
  }
  const log: TestWalletLogEntry[] = []
  const pending: PendingItem[] = []
  const takers: ((item: PendingItem) => void)[] = []
  let nextId = 1
  let offline = false

  const enqueue = (item: PendingItem) => {
    const taker = takers.shift()
    if (taker) taker(item)
    else pending.push(item)
  }
  const take = () =>
    new Promise<PendingItem>((resolve) => {
      const item = pending.shift()
      if (item) resolve(item)
      else takers.push(resolve)
    })

  function setMode(first: string, second?: TestWalletMode | number, third?: number) {
    if (isMode(first)) {
      settings.mode = first
      if (typeof second === 'number') settings.delayMs = second
    } else {
      if (!isMode(second))
        throw new Error(
          `Unknown test wallet mode ${String(second)}: use one of ${modes.join(', ')}.`,
        )
      settings.methods[first] = { mode: second, delayMs: third ?? settings.delayMs }
    }
    onSettingsChange?.(copySettings(settings))
  }

  const control: WalletControl = {
    setMode,
    get pending() {
      return pending.map((item) => ({ ...item.request }))
    },
    async approveNext() {
      const item = await take()
      item.decide('approve')
      return item.request
    },
    async rejectNext() {
      const item = await take()
      item.decide('reject')
      return item.request
    },
    get log() {
      return log.map((entry) => ({ ...entry }))
    },
    clearLog() {
      log.length = 0
    },
    setOffline(value) {
      if (value === offline) return
      offline = value
      onOfflineChange?.(value)
    },
    get settings() {
      return copySettings(settings)
    },
  }

  const gate: WalletGate = {
    begin(method, params) {
      const entry: TestWalletLogEntry = {
        id: nextId++,
        method,
        params,
        outcome: 'waiting',
        prompted: false,
      }
      log.push(entry)
      return entry
    },
    decide(entry, prompts) {
      const rule = settings.methods[entry.method] ?? (prompts ? settings : undefined)
      if (!rule) return Promise.resolve('approve')
      entry.prompted = true
      switch (rule.mode) {
        case 'approve':
        case 'reject':
        case 'garbage':
          return Promise.resolve(rule.mode)
        case 'delay':
          return new Promise((resolve) => setTimeout(() => resolve('approve'), rule.delayMs))
        case 'never':
          return new Promise(() => {})
        case 'manual':
          return new Promise((resolve) => {
            enqueue({
              request: { id: entry.id, method: entry.method, params: entry.params },
              decide: resolve,
            })
          })
      }
    },
    finish(entry, outcome, value) {
      entry.outcome = outcome
      if (outcome === 'failed' || outcome === 'rejected') {
        const { code = -32603, message = String(value) } = (value ?? {}) as {
          code?: number
          message?: string
        }
        entry.error = { code, message }
      } else {
        entry.result = value
      }
    },
    get offline() {
      return offline
    },
  }

  gates.set(control, gate)
  return { control, gate }
}

const gates = new WeakMap<WalletControl, WalletGate>()

/** The gate behind a control, so a second namespace of the same wallet shares its prompts. */
export const gateOf = (control: WalletControl): WalletGate | undefined => gates.get(control)
