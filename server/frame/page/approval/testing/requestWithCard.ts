import { vi } from 'vitest'
import { handleRpc, type RpcContext } from '../../handleRpc.ts'
import type { createFakeGate } from './createFakeGate.ts'

/**
 * Sends one RPC request to the frame's handler and drives the card it opens in jsdom's
 * `<main id="approval">`: `opened` resolves true once a card shows (false when the request ended
 * without one), `show` holds the card in view for the gate, `approve` and `reject` press its
 * buttons.
 *
 * @example
 * const call = requestWithCard(context, gate, 'personal_sign', ['0x68690a', from])
 * expect(await call.opened).toBe(true)
 * call.approve()
 * await call.answer
 */
export function requestWithCard(
  context: RpcContext,
  gate: ReturnType<typeof createFakeGate>,
  method: string,
  params: unknown,
) {
  const root = () => document.getElementById('approval')!
  const button = (name: string) =>
    [...root().querySelectorAll('button')].find((b) => b.textContent === name)
  const answer = handleRpc(context, method, params)
  answer.catch(() => undefined)
  const opened = Promise.race([
    vi.waitFor(() => {
      if (root().hidden) throw new Error('card not open')
    }),
    answer.then(
      () => undefined,
      () => undefined,
    ),
  ]).then(() => !root().hidden)
  const show = () => {
    gate.setVisible(true)
    gate.advance(500)
  }
  return {
    answer,
    opened,
    text: () => root().textContent ?? '',
    byTestId: (id: string) => root().querySelector<HTMLElement>(`[data-testid="${id}"]`),
    button,
    /** Shows the whole card for the gate's hold. */
    show,
    approve() {
      show()
      button('Approve')?.click()
    },
    reject: () => button('Reject')?.click(),
  }
}
