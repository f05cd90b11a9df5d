import { expect, type Page, type Request, test } from '@playwright/test'
import { stackUrls } from '../support/stackUrls'
import { openSandbox, waitForDataApi } from './sandbox'

type SentBatch = { sessionId: string; events: { event: string; properties: object }[] }

async function openAndClose(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
}

const eventsOf = (request: Request) =>
  (request.postDataJSON() as SentBatch).events.map(({ event }) => event)

// The unit tests (kernel/src/analytics) prove the rules; this proves a real browser sends the
// batches (the 5 s timer, then `pagehide` with keepalive) across origins and the API stores them.
test('analytics: the modal’s events reach the app’s data API, by timer and when the page is left, and are stored there', async ({
  page,
  request,
}) => {
  await waitForDataApi(request)
  const batches: Request[] = []
  page.context().on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith('/v1/events')) batches.push(sent)
  })
  // The page's timers run on Playwright's clock: the 5 s batch timer is moved on, not waited out.
  await page.clock.install()
  await openSandbox(page)
  await openAndClose(page)
  await expect
    .poll(async () => {
      await page.clock.runFor(1000)
      return batches.length
    })
    .toBe(1)
  const [byTimer] = batches as [Request]
  const url = new URL(byTimer.url())
  expect(`${url.origin}${url.pathname}`).toBe(`${stackUrls.api}/v1/events`)
  expect(url.searchParams.get('projectId')).toBe('keyport-dev')
  expect(byTimer.headers()['content-type']).toBe('application/json')
  expect(eventsOf(byTimer)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  expect((await byTimer.response())?.status()).toBe(200)

  // Two more events, then the page is left: the `pagehide` batch (a keepalive request, which
  // Playwright does not report for a page being left) is seen where it lands, in the API.
  await openAndClose(page)
  await page.goto('about:blank')

  const { sessionId } = byTimer.postDataJSON() as SentBatch
  await expect
    .poll(async () => {
      // keyport-dev's secret key (dev only; server/db/migrations/0010_project_secret_keys.sql).
      const answer = await request.get(
        `${stackUrls.api}/v1/events?projectId=keyport-dev&limit=100`,
        {
          headers: { authorization: 'Bearer sk_dev_keyport_local_only' },
        },
      )
      const { data } = (await answer.json()) as { data: { event: string; sessionId: string }[] }
      return data.filter((row) => row.sessionId === sessionId).map((row) => row.event)
    })
    .toEqual(['MODAL_CLOSE', 'MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
})
