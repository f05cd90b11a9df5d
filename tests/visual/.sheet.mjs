import { readdirSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

const [dir, filter, out] = process.argv.slice(2)
const imgs = readdirSync(dir)
  .filter((f) => f.includes(filter))
  .sort()
writeFileSync(
  '/tmp/lv/sheet.html',
  `<html><body style="margin:0;display:flex;flex-wrap:wrap;align-items:flex-start;width:2000px;background:#888">${imgs.map((f) => `<div style="width:250px;font:14px sans-serif;margin:2px"><div>${f}</div><img src="file://${dir}/${f}" style="width:250px"></div>`).join('')}</body></html>`,
)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--allow-file-access-from-files'],
})
const page = await browser.newPage({ viewport: { width: 2000, height: 800 } })
await page.goto('file:///tmp/lv/sheet.html')
await page.screenshot({ path: out, fullPage: true })
await browser.close()
