// @vitest-environment jsdom
import type { KeyportViews, OpenModalTarget } from '@keyport/kernel'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { openLoginView, testAddress } from '../testing/openLoginView.ts'
import { embeddedWalletToken } from '../tokens.ts'

const hint = 'Review the request in the secure wallet window and approve or reject it.'
const signature = `0x${'ab'.repeat(65)}`

/** The page asks the embedded wallet to sign; the fake frame holds the request until told. */
async function signFromThePage<V extends keyof KeyportViews>(open?: OpenModalTarget<V>) {
  const view = await openLoginView(open)
  view.fake.answer('RPC_REQUEST', () => undefined)
  const wallet = view.kernel.resolve(embeddedWalletToken)
  // A signed-in wallet has its frame loaded already (a login or the start-up preload did it).
  await act(() => wallet.preload())
  const signed = wallet.request('personal_sign', ['0x6869', testAddress])
  return { ...view, signed }
}

describe('ApproveTransactionView', () => {
  afterEach(cleanup)

  test('behavior: a signing request opens the modal on the approval hint over the shown frame; the answer closes it', async () => {
    const { kernel, fake, sent, signed } = await signFromThePage()
    expect((await screen.findByText(hint)).closest('[role=status]')).not.toBeNull()
    expect(kernel.modal.state.open).toBe(true)
    expect(kernel.router.current.view).toBe('ApproveTransaction')
    await waitFor(() => expect(sent('RPC_REQUEST')).toHaveLength(1))
    expect(fake.state.visible).toBe(true)
    act(() => fake.reply(sent('RPC_REQUEST')[0]!, { ok: true, payload: signature }))
    await expect(signed).resolves.toBe(signature)
    await waitFor(() => expect(kernel.modal.state.open).toBe(false))
    expect(fake.state.visible).toBe(false)
  })

  test('behavior: closing the modal rejects the waiting request as declined by the user', async () => {
    const { kernel, sent, signed } = await signFromThePage()
    await waitFor(() => expect(sent('RPC_REQUEST')).toHaveLength(1))
    expect(kernel.router.current.view).toBe('ApproveTransaction')
    act(() => kernel.modal.close({ force: true }))
    await expect(signed).rejects.toMatchObject({ code: 4001 })
    await waitFor(() => expect(sent('RPC_ABORT')).toHaveLength(1))
  })

  test('behavior: a request from a flow in the modal shows the approval on top and returns to the flow', async () => {
    const { kernel, fake, sent, signed } = await signFromThePage({ view: 'ConnectSocials' })
    await waitFor(() => expect(sent('RPC_REQUEST')).toHaveLength(1))
    expect(kernel.router.current.view).toBe('ApproveTransaction')
    act(() => fake.reply(sent('RPC_REQUEST')[0]!, { ok: false, message: 'Signature declined' }))
    await expect(signed).rejects.toMatchObject({ code: 4001, shortMessage: 'Signature declined' })
    await waitFor(() => expect(kernel.router.current.view).toBe('ConnectSocials'))
    expect(kernel.modal.state.open).toBe(true)
  })
})
