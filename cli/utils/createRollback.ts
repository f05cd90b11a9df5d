import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export type Rollback = {
  /**
   * Makes `dir` (and missing parents) for the command to fill; rolling back removes what it made,
   * or, if `dir` was there already, only the entries it did not hold then.
   */
  claimFolder(dir: string): void
  /** Remembers an existing file before the command rewrites it; rolling back restores it. */
  keepFile(path: string): void
  /**
   * Runs one step of the command; when it throws, undoes every claim and kept file, then
   * rethrows, so a failed command leaves the disk as it found it.
   */
  run<T>(step: () => Promise<T> | T): Promise<T>
}

/** Where Ctrl-C and a kill arrive, and how the process ends: `process` outside tests. */
export type SignalSource = {
  on(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown
  off(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown
  exit(code: number): void
}

/** Shell convention: 128 plus the signal's number. */
const exitCodes = { SIGINT: 130, SIGTERM: 143 } as const

/**
 * Undo for a command that writes files: what it creates, and what it changes, goes back when a
 * later step fails (Biome, a write), or when Ctrl-C or a kill stops it mid-step, so neither
 * leaves half a plugin or half an app.
 *
 * @example
 * const rollback = createRollback()
 * await rollback.run(async () => {
 *   rollback.claimFolder(dir)
 *   copyTemplate({ from, to: dir })
 *   await runStep(biome)
 * })
 */
export function createRollback(signals: SignalSource = process): Rollback {
  const made: string[] = []
  const claimed = new Map<string, Set<string>>()
  const kept = new Map<string, Buffer>()

  function undo() {
    for (const [path, content] of kept) writeFileSync(path, content)
    for (const [dir, before] of claimed)
      for (const entry of readdirSync(dir))
        if (!before.has(entry)) rmSync(join(dir, entry), { recursive: true, force: true })
    for (const dir of made.reverse()) rmSync(dir, { recursive: true, force: true })
    kept.clear()
    claimed.clear()
    made.length = 0
  }

  return {
    claimFolder(dir) {
      if (existsSync(dir)) {
        claimed.set(dir, new Set(readdirSync(dir)))
        return
      }
      const first = mkdirSync(dir, { recursive: true })
      if (first) made.push(first)
    },
    keepFile(path) {
      if (!kept.has(path)) kept.set(path, readFileSync(path))
    },
    async run(step) {
      const stops = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
        const stop = () => {
          undo()
          signals.exit(exitCodes[signal])
        }
        signals.on(signal, stop)
        return () => signals.off(signal, stop)
      })
      try {
        return await step()
      } catch (error) {
        undo()
        throw error
      } finally {
        for (const remove of stops) remove()
      }
    },
  }
}
