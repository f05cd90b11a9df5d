/**
 * The source of an init script that calls `fn(arg)` in the page. tsx and vitest compile with
 * esbuild's keep-names, which leaves calls to a `__name` helper in a function's text; the page
 * has no such helper, so the script brings a no-op one.
 *
 * @example
 * await page.addInitScript({ content: pageScript(installProbe, selectors) })
 */
export function pageScript<T>(fn: (arg: T) => void, arg?: T): string {
  return `(() => {\n  const __name = (target) => target;\n  (${fn.toString()})(${JSON.stringify(arg ?? null)});\n})();`
}
