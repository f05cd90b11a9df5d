import { fileURLToPath } from 'node:url'
import { Command } from 'commander'
import { printTimings } from './printTimings.ts'

// `npm run test:timings [-- --slowest N]`: the last `npm test` run's step times and slowest files.
const { slowest } = new Command('test:timings')
  .option('--slowest <n>', 'how many of the slowest files to list per runner', '15')
  .parse()
  .opts<{ slowest: string }>()
const count = Number(slowest)
if (!Number.isInteger(count) || count < 1) {
  console.error(`--slowest: '${slowest}' is not a whole number of files (1 or more).`)
  process.exit(2)
}
const found = printTimings(fileURLToPath(new URL('../..', import.meta.url)), { slowest: count })
process.exit(found ? 0 : 1)
