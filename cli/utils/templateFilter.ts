/** What an example app holds that is no part of its source: installs and build outputs. */
const builtOrInstalled =
  /(^|\/)(node_modules|\.next|dist|test-results)(\/|$)|(^|\/)(next-env\.d\.ts|keyport-built\.json|[^/]*\.tsbuildinfo)$/

/**
 * True for the files of an example app that make a template: not its installed packages nor
 * what a build or a test run left there.
 *
 * @example
 * templateFilter('examples/next/src/app/page.tsx') // true
 * templateFilter('examples/next/.next/BUILD_ID') // false
 */
export function templateFilter(path: string): boolean {
  return !builtOrInstalled.test(path.split('\\').join('/'))
}
