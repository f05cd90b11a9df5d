import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type ChunkStats, chunkStatsFile } from '../build/chunkStatsPlugin'
import { addSizes, compressedSizes, type Sizes } from './compressedSizes'
import { lazyOnlyModules } from './lazyOnlyModules'
import { moduleOwner } from './moduleOwner'

/** Lazy chunks grouped by the owner of most of their code. */
type OwnerChunks = { owner: string; files: string[]; sizes: Sizes }

/** A module found in the first bundle although it must load lazily. */
type EagerModule = { module: string; file: string; why: string }

export type BundleSizes = {
  /** What the page loads before any click: the entry chunk and every chunk it imports statically. */
  initial: Sizes & { files: string[] }
  /** Every JS chunk of the build. */
  total: Sizes
  /** Chunks that load on demand, by owner (`plugin:connect`, `kernel`, `npm:zod`…). */
  lazy: OwnerChunks[]
  /** The modules of those chunks, sorted. */
  lazyModules: string[]
  /** Rendered bytes (before minification) of each owner's code in the initial chunks. */
  initialOwners: Array<{ owner: string; bytes: number }>
  /** Breaches of `lazyOnlyModules`; empty when the first bundle is clean. */
  eager: EagerModule[]
}

/**
 * Sizes of a Vite build that ran with `chunkStatsPlugin`: initial and total JS (raw, gzip,
 * brotli), each plugin's lazy chunks, and any lazy-only module found in the first bundle.
 *
 * @example
 * const { initial, eager } = measureBundle('.keyport/bench/minimal')
 * console.log(initial.gzip, eager.length)
 */
export function measureBundle(dir: string): BundleSizes {
  const chunks = JSON.parse(readFileSync(join(dir, chunkStatsFile), 'utf8')) as ChunkStats[]
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const sizes = new Map(
    chunks.map((chunk) => [
      chunk.fileName,
      compressedSizes(readFileSync(join(dir, chunk.fileName))),
    ]),
  )
  const sizeOf = (file: string) => sizes.get(file) ?? compressedSizes('')

  const initialFiles = staticClosure(chunks, byFile)
  const initialChunks = initialFiles.map((file) => byFile.get(file)).filter((c) => c !== undefined)
  const lazyChunks = chunks.filter((chunk) => !initialFiles.includes(chunk.fileName))

  const lazy = new Map<string, OwnerChunks>()
  for (const chunk of lazyChunks) {
    const owner = chunkOwner(chunk)
    const entry = lazy.get(owner) ?? { owner, files: [], sizes: compressedSizes('') }
    entry.files.push(chunk.fileName)
    entry.sizes = addSizes(entry.sizes, sizeOf(chunk.fileName))
    lazy.set(owner, entry)
  }

  return {
    initial: { ...addSizes(...initialFiles.map(sizeOf)), files: initialFiles },
    total: addSizes(...chunks.map((chunk) => sizeOf(chunk.fileName))),
    lazy: [...lazy.values()].sort(byOwner),
    lazyModules: [...new Set(lazyChunks.flatMap((chunk) => Object.keys(chunk.modules)))].sort(),
    initialOwners: ownerBytes(initialChunks),
    eager: initialChunks.flatMap((chunk) =>
      Object.keys(chunk.modules).flatMap((module) => {
        const rule = lazyOnlyModules.find(({ pattern }) => pattern.test(module))
        return rule ? [{ module, file: chunk.fileName, why: rule.why }] : []
      }),
    ),
  }
}

function staticClosure(chunks: ChunkStats[], byFile: Map<string, ChunkStats>): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  return [...seen]
}

// A chunk belongs to the plugin or kernel code it mostly holds; a chunk of dependencies only, to
// the package it mostly holds.
function chunkOwner(chunk: ChunkStats): string {
  const owners = ownerBytes([chunk])
  return (owners.find(({ owner }) => !owner.startsWith('npm:')) ?? owners[0])?.owner ?? 'page'
}

function ownerBytes(chunks: ChunkStats[]): Array<{ owner: string; bytes: number }> {
  const bytes = new Map<string, number>()
  for (const chunk of chunks)
    for (const [module, length] of Object.entries(chunk.modules)) {
      const owner = moduleOwner(module)
      bytes.set(owner, (bytes.get(owner) ?? 0) + length)
    }
  return [...bytes].map(([owner, b]) => ({ owner, bytes: b })).sort((a, b) => b.bytes - a.bytes)
}

const rank = (owner: string) => (owner.startsWith('plugin:') ? 0 : owner === 'kernel' ? 1 : 2)
const byOwner = (a: OwnerChunks, b: OwnerChunks) =>
  rank(a.owner) - rank(b.owner) || a.owner.localeCompare(b.owner)
