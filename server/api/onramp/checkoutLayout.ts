import { escapeHtml } from './escapeHtml.ts'

/**
 * The checkout pages' frame: a small self-contained document (no scripts, no outside assets) that
 * says plainly it is a local sandbox. `body` is trusted HTML; the title is escaped.
 */
export function checkoutLayout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox checkout (local)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #16181d; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; }
  h1 { font-size: 22px; margin: 0 0 8px; }
  .note { color: #5b616e; font-size: 14px; }
  label { display: block; margin: 12px 0 4px; font-weight: 600; }
  input, select, button { font: inherit; width: 100%; box-sizing: border-box; padding: 8px; }
  button { margin-top: 20px; background: #1652f0; color: #fff; border: 0; border-radius: 8px; }
  fieldset { border: 1px solid #d5d9e0; border-radius: 8px; margin: 16px 0 0; padding: 4px 12px 12px; }
  code { word-break: break-all; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="note">Local sandbox provider: nothing is charged. Purchases are sent on the local chains from a dev treasury.</p>
${body}
</main>
</body>
</html>
`
}
