import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PackedPackage } from './packPackages.ts'

/** The React a packed app runs on: the packages' peer range covers both majors. */
export type ReactSetup = {
  label: string
  react: string
  reactDom: string
  types: string
  typesDom: string
  /**
   * Type-check the installed libraries' declarations too (`skipLibCheck: false`): Keyport's were
   * written against React 19's types, so the React 18 run checks them all; the React 19 run
   * checks what the app uses, as the workspace's own typecheck covers the rest.
   */
  checkLibraries: boolean
  /** Install the packed `@keyport/cli` too and run its binary (one run is enough). @default false */
  cli?: boolean
}

/** The Keyport packages the packed app installs (the WalletConnect wallet is only packed). */
const appPackages = (packed: readonly PackedPackage[], cli: boolean) =>
  packed.filter(
    (pkg) => pkg.name !== '@keyport/wc-test-wallet' && (cli || pkg.name !== '@keyport/cli'),
  )

/**
 * Writes the packed app (`scripts/test/packedApp`) into `dir` with a package.json that installs
 * the tarballs and the given React; TypeScript, Vite and its React plugin at the checkout's versions.
 *
 * @example
 * createPackedApp({ root, dir, packed, react: reactSetups[0] })
 */
export function createPackedApp({
  root,
  dir,
  packed,
  react,
}: {
  root: string
  dir: string
  packed: readonly PackedPackage[]
  react: ReactSetup
}) {
  cpSync(join(root, 'scripts', 'test', 'packedApp'), dir, { recursive: true })
  const tools = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>
    }
  ).devDependencies
  const manifest = {
    name: `keyport-packed-app-${react.label}`,
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(
        appPackages(packed, react.cli ?? false).map((pkg) => [pkg.name, `file:${pkg.tarball}`]),
      ),
      react: react.react,
      'react-dom': react.reactDom,
    },
    devDependencies: {
      '@types/react': react.types,
      '@types/react-dom': react.typesDom,
      '@vitejs/plugin-react': tools['@vitejs/plugin-react'],
      typescript: tools.typescript,
      vite: tools.vite,
    },
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}
