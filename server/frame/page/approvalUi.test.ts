// @vitest-environment jsdom
import { within } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { ApprovalCard } from './approval/ApprovalCard.ts'
import { createFakeGate } from './approval/testing/createFakeGate.ts'
import { APPROVE_LOCKED_HINT, askApproval, closeApproval } from './approvalUi.ts'

const card = (overrides: Partial<ApprovalCard> = {}): ApprovalCard => ({
  title: 'Send transaction',
  origin: 'https://app.example',
  chain: { id: 8453, name: 'Base' },
  rows: [{ label: 'Token approval', value: 'Unlimited USDC to 0xabc', warning: true }],
  raw: '[{"to":"0x1"}]',
  ...overrides,
})

beforeEach(() => {
  document.body.innerHTML =
    '<main id="approval" role="dialog" aria-labelledby="approval-title" hidden></main>'
})
afterEach(() => closeApproval())

const dialog = () => within(document.getElementById('approval')!)
const approveButton = () => dialog().getByRole('button', { name: 'Approve' }) as HTMLButtonElement

describe('askApproval', () => {
  test("behavior: data-visible carries the browser's latest visibility report, before the hold", () => {
    const fake = createFakeGate()
    const answer = askApproval(document, card(), fake.gate)
    const root = document.getElementById('approval')!
    expect(root.dataset.visible).toBe('false')
    fake.setVisible(true)
    expect(root.dataset.visible).toBe('true')
    expect(approveButton().disabled).toBe(true)
    fake.setVisible(false)
    expect(root.dataset.visible).toBe('false')
    closeApproval()
    expect(root.dataset.visible).toBeUndefined()
    return expect(answer).resolves.toBe(false)
  })

  test('behavior: shows the requesting origin, the chain, the decoded rows and the raw data behind a click', () => {
    void askApproval(document, card(), createFakeGate().gate)
    expect(dialog().getByRole('heading', { name: 'Send transaction' })).toBeTruthy()
    expect(dialog().getByTestId('approval-origin').textContent).toBe(
      'Request from https://app.example',
    )
    expect(dialog().getByTestId('approval-chain').textContent).toBe('Base (chain 8453)')
    const row = dialog().getByTestId('approval-token-approval')
    expect(row.textContent).toBe('Unlimited USDC to 0xabc')
    expect(row.className).toBe('warning')
    const raw = dialog().getByTestId('approval-raw')
    expect(raw.closest('details')?.open).toBe(false)
    expect(dialog().getByText('Show raw data').tagName).toBe('SUMMARY')
    expect(raw.textContent).toBe('[{"to":"0x1"}]')
  })

  test('behavior: shows simulated balance changes, or says it could not simulate', async () => {
    void askApproval(
      document,
      card({ simulation: Promise.resolve({ status: 'ok', changes: ['−10 USDC', '+0.003 ETH'] }) }),
      createFakeGate().gate,
    )
    const changes = dialog().getByTestId('approval-balance-changes')
    expect(changes.textContent).toBe('Simulating…')
    await expect.poll(() => changes.textContent).toBe('−10 USDC+0.003 ETH')
    void askApproval(
      document,
      card({ simulation: Promise.resolve({ status: 'unavailable' }) }),
      createFakeGate().gate,
    )
    await expect
      .poll(() => dialog().getByTestId('approval-balance-changes').textContent)
      .toBe('Could not simulate this transaction')
  })

  test('behavior: Approve is disabled until the card has been fully visible for 500 ms', async () => {
    const fake = createFakeGate()
    const answer = askApproval(document, card(), fake.gate)
    expect(approveButton().disabled).toBe(true)
    expect(dialog().getByText(APPROVE_LOCKED_HINT)).toBeTruthy()
    approveButton().click()
    fake.setVisible(true)
    fake.advance(499)
    approveButton().click()
    expect(approveButton().disabled).toBe(true)
    fake.advance(1)
    expect(approveButton().disabled).toBe(false)
    approveButton().click()
    expect(await answer).toBe(true)
  })

  test('behavior: losing visibility disables Approve again; Reject and an abort resolve false', async () => {
    const fake = createFakeGate()
    const first = askApproval(document, card(), fake.gate)
    fake.setVisible(true)
    fake.advance(500)
    fake.setVisible(false)
    expect(approveButton().disabled).toBe(true)
    dialog().getByRole('button', { name: 'Reject' }).click()
    expect(await first).toBe(false)
    const second = askApproval(document, card(), fake.gate)
    closeApproval()
    expect(await second).toBe(false)
    expect(document.getElementById('approval')!.hidden).toBe(true)
  })

  test('behavior: an abort while the card is still being decoded never opens it', async () => {
    let finishDecoding: (card: ApprovalCard) => void = () => {}
    const answer = askApproval(
      document,
      new Promise<ApprovalCard>((resolve) => {
        finishDecoding = resolve
      }),
      createFakeGate().gate,
    )
    closeApproval()
    finishDecoding(card())
    expect(await answer).toBe(false)
    expect(document.getElementById('approval')!.hidden).toBe(true)
  })
})
