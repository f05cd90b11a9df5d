import type { Browser } from 'playwright-core'
import { addSizes, compressedSizes, type Sizes, zeroSizes } from '../size/compressedSizes'
import { announceBenchWallet } from './announceBenchWallet'
import { installProbe, type ProbeSelectors } from './installProbe'
import { pageScript } from './pageScript'
import { type RecordedRequest, recordNetwork } from './recordNetwork'

/** A page the benchmark opens: where it is and what to wait for. */
export type BenchTarget = ProbeSelectors & { name: string; url: string }

export type RunOptions = {
  /** Chromium's CPU slow-down factor (1 = none). @default 1 */
  cpuThrottle?: number
  /** Announce the bench wallet, so the list shows an installed wallet. @default true */
  wallet?: boolean
  /** Also read every script's body to size the JS loaded before and after the click. @default false */
  sizeScripts?: boolean
  /** How long to wait for the button and for the list. @default 30000 */
  timeoutMs?: number
}

/** The figures of one run. Times in ms, sizes in bytes. */
export type RunSample = {
  navToButtonMs: number
  clickToListMs: number
  heapBytes: number
  transferredBytes: number
  requests: number
  outsideRequests: number
  outsideHosts: string[]
  /** With `sizeScripts`: the JS the page loaded before the click, and by the time the list showed. */
  scripts?: { beforeClick: Sizes; afterOpen: Sizes }
}

/**
 * Opens a page in a fresh browser context (empty cache), waits for the button, lets the page
 * settle as a reader would (network quiet, then one idle moment), clicks the button with the mouse, waits for the
 * wallet list, then reads the JS heap (after a GC), the bytes transferred and the hosts called.
 *
 * @example
 * const sample = await measureRun(browser, { name: 'minimal', url, button: 'button', list: 'ul' })
 */
export async function measureRun(
  browser: Browser,
  target: BenchTarget,
  { cpuThrottle = 1, wallet = true, sizeScripts = false, timeoutMs = 30_000 }: RunOptions = {},
): Promise<RunSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const network = await recordNetwork(cdp)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle })
    if (wallet) await page.addInitScript({ content: pageScript(announceBenchWallet) })
    await page.addInitScript({
      content: pageScript(installProbe, { button: target.button, list: target.list }),
    })

    await page.goto(target.url, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__keyportBench?.buttonVisible != null, null, {
      timeout: timeoutMs,
      polling: 50,
    })
    // A reader looks at the page before clicking: let its requests finish and the browser go idle
    // once (pages that prefetch on idle do it now), then let what that started finish too.
    await network.quiet()
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
    )
    await network.quiet()
    const scriptsBeforeClick = network.requests.filter(isScript)
    const box = await page.evaluate(() => window.__keyportBench?.buttonBox() ?? null)
    if (!box)
      throw new Error(`${target.name}: the button (${target.button}) is gone before the click.`)
    await page.mouse.click(box.x, box.y)
    await page.waitForFunction(() => window.__keyportBench?.listVisible != null, null, {
      timeout: timeoutMs,
      polling: 50,
    })
    const marks = await page.evaluate(() => window.__keyportBench)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    await network.quiet()

    const requests = network.requests
    const outside = network.outside()
    return {
      navToButtonMs: marks?.buttonVisible ?? Number.NaN,
      clickToListMs: (marks?.listVisible ?? Number.NaN) - (marks?.pointerDown ?? Number.NaN),
      heapBytes: usedSize,
      transferredBytes: requests.reduce((sum, entry) => sum + entry.encodedBytes, 0),
      requests: requests.length + network.websockets.length,
      outsideRequests: outside.length,
      outsideHosts: [...new Set(outside.map((url) => new URL(url).host))].sort(),
      ...(sizeScripts
        ? {
            scripts: {
              beforeClick: await sizeOf(scriptsBeforeClick, network.body),
              afterOpen: await sizeOf(network.requests.filter(isScript), network.body),
            },
          }
        : {}),
    }
  } finally {
    await context.close()
  }
}

const isScript = (entry: RecordedRequest) => entry.type === 'Script' && entry.done && !entry.failed

async function sizeOf(
  scripts: RecordedRequest[],
  body: (id: string) => Promise<Buffer>,
): Promise<Sizes> {
  const all = await Promise.all(
    scripts.map((entry) => body(entry.id).then(compressedSizes, () => zeroSizes)),
  )
  return addSizes(...all)
}
