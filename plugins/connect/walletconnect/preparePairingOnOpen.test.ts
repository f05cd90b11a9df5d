import type { ModalState, RouterState } from '@keyport/kernel'
import { BehaviorSubject } from 'rxjs'
import { describe, expect, test, vi } from 'vitest'
import { preparePairingOnOpen } from './preparePairingOnOpen.ts'

function setup(wanted = () => true) {
  const modal = { state$: new BehaviorSubject<ModalState>({ open: false, refusals: 0 }) }
  const router = { state$: new BehaviorSubject<RouterState>({ history: [] }) }
  const release = vi.fn()
  const connector = { prepare: vi.fn(() => release) }
  const stop = preparePairingOnOpen({ connector, modal, router, wanted })
  const show = (view: string, open = true) => {
    router.state$.next({ history: [{ view, params: undefined }] as RouterState['history'] })
    modal.state$.next({ open, refusals: 0 })
  }
  return { connector, release, show, stop }
}

describe('preparePairingOnOpen', () => {
  test('behavior: pairs once as the modal opens on Connect, keeps it through the wallet views, releases on close', () => {
    const { connector, release, show } = setup()
    expect(connector.prepare).not.toHaveBeenCalled()
    show('Connect')
    show('AllWallets')
    show('ConnectingWalletConnect')
    expect(connector.prepare).toHaveBeenCalledTimes(1)
    expect(release).not.toHaveBeenCalled()
    show('ConnectingWalletConnect', false)
    expect(release).toHaveBeenCalledTimes(1)
  })

  test('behavior: a view without a wallet list (Account, an injected wallet) does not pair', () => {
    const { connector, release, show } = setup()
    show('Account')
    expect(connector.prepare).not.toHaveBeenCalled()
    show('Connect')
    show('ConnectingExternal')
    expect(release).toHaveBeenCalledTimes(1)
  })

  test('behavior: not wanted (a wallet’s in-app browser) means no pairing; stop releases', () => {
    const skipped = setup(() => false)
    skipped.show('Connect')
    expect(skipped.connector.prepare).not.toHaveBeenCalled()
    const { release, show, stop } = setup()
    show('Connect')
    stop()
    expect(release).toHaveBeenCalledTimes(1)
  })
})
