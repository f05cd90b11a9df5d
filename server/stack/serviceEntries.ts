import { localChains } from './localChains.ts'
import { StackError } from './StackError.ts'

/** How the container image runs one service of the stack (docs/deploy.md, "Container"). */
export type ServiceEntry =
  /** A start file, relative to the repository root, imported by the entry process itself. */
  | { kind: 'script'; file: string }
  /** Pimlico's alto for one local chain, run as a child process. */
  | { kind: 'bundler'; chainId: number }
  /** A development page served by Vite; the image does not carry it. */
  | { kind: 'dev-only'; reason: string }

const devPage = (what: string): ServiceEntry => ({
  kind: 'dev-only',
  reason: `${what} is a development page served by Vite; run it with \`npm start\`, not from the image.`,
})

/**
 * Every service of `services()` by name, as the container runs it. A test checks this table
 * against `services()`, so a new backend cannot be left out of the image.
 *
 * @example
 * serviceEntries.api // { kind: 'script', file: 'server/api/start.ts' }
 */
export const serviceEntries: Readonly<Record<string, ServiceEntry>> = {
  api: { kind: 'script', file: 'server/api/start.ts' },
  relay: { kind: 'script', file: 'server/relay/start.ts' },
  frame: { kind: 'script', file: 'server/frame/start.ts' },
  idp: { kind: 'script', file: 'server/idp/start.ts' },
  mail: { kind: 'script', file: 'server/mail/start.ts' },
  chains: { kind: 'script', file: 'server/chain/start.ts' },
  solana: { kind: 'script', file: 'server/solana/start.ts' },
  ...Object.fromEntries(
    localChains.map((chain) => [
      `bundler-${chain.chainId}`,
      { kind: 'bundler', chainId: chain.chainId } satisfies ServiceEntry,
    ]),
  ),
  sandbox: devPage('The sandbox'),
  'wc-wallet': devPage('The WalletConnect test wallet'),
}

/**
 * The entry for a service name given on the command line; a missing or unknown name throws a
 * `StackError` that lists the names there are.
 *
 * @example
 * serviceEntry('relay') // { kind: 'script', file: 'server/relay/start.ts' }
 */
export function serviceEntry(name: string | undefined): ServiceEntry {
  // hasOwn, so that 'constructor' and the like are unknown names, not Object's members.
  if (name !== undefined && Object.hasOwn(serviceEntries, name)) return serviceEntries[name]!
  const names = Object.keys(serviceEntries).join(', ')
  throw new StackError(
    name === undefined
      ? `Name the service to run, one of: ${names}.`
      : `Unknown service "${name}"; use one of: ${names}.`,
  )
}
