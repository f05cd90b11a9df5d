import { type ButtonHTMLAttributes, type ComponentType, lazy, Suspense, useMemo } from 'react'
import type { Observable } from 'rxjs'
import { createToken } from '../di/createToken'
import type { Kernel } from '../kernel/createKernel'
import type { KeyportInitialState } from '../storage/KeyportInitialState'
import { useInitialState, useKernel, useModal, useT } from './hooks'
import { prefetchModal } from './KeyportProvider'
import { useObservable } from './useObservable'

/**
 * What a plugin shows in place of `<ConnectButton>` while a wallet is connected (the connect
 * plugin's account button). Its code loads when it first shows, not with the host page.
 */
export type ConnectedButtonSlot = {
  /** Whether the slot replaces the Connect button now. */
  readonly active$: Observable<boolean>
  readonly active: boolean
  /**
   * Whether the slot is active on a page server-rendered from `initialState`: during the server
   * render and while the browser hydrates (`hydrating`), and after that until the plugin has
   * restored the real connection. `active$` must also emit when that changes. Without it, the
   * slot follows `active` alone (and is inactive in server HTML).
   */
  activeFrom?(initialState: KeyportInitialState, hydrating: boolean): boolean
  /** The component shown while active. */
  load(): Promise<{ default: ComponentType }>
}

/**
 * The token a plugin provides a `ConnectedButtonSlot` under.
 *
 * @example
 * provide(connectedButtonToken, () => ({ active$, get active() { … }, load: () => import('./HostButton') }))
 */
export const connectedButtonToken = createToken<ConnectedButtonSlot>('kernel.connectedButton')

export type ConnectButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  /** Text of the button. @default the 'button.connect' message ('Connect Wallet') */
  label?: string
}

// A kernel without a plugin that fills the slot keeps the plain button.
function slotOf(keyport: Kernel): ConnectedButtonSlot | undefined {
  try {
    return keyport.resolve(connectedButtonToken)
  } catch {
    return undefined
  }
}

const loaded = new WeakMap<ConnectedButtonSlot['load'], ComponentType>()
function componentOf(slot: ConnectedButtonSlot): ComponentType {
  let Component = loaded.get(slot.load)
  if (!Component) {
    Component = lazy(slot.load)
    loaded.set(slot.load, Component)
  }
  return Component
}

/**
 * Opens the modal on its default view. Once a wallet is connected it becomes the account button
 * a plugin provides (`connectedButtonToken`: the connect plugin's network and account button).
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton(props: ConnectButtonProps) {
  const keyport = useKernel()
  const slot = useMemo(() => slotOf(keyport), [keyport])
  return slot ? <SlotButton {...props} target={slot} /> : <PlainConnectButton {...props} />
}

function SlotButton({ target, ...props }: ConnectButtonProps & { target: ConnectedButtonSlot }) {
  const initial = useInitialState()
  const activeFrom = initial && target.activeFrom?.bind(target)
  const active = useObservable(
    target.active$,
    () => (activeFrom ? activeFrom(initial, false) : target.active),
    () => (activeFrom ? activeFrom(initial, true) : false),
  )
  if (!active) return <PlainConnectButton {...props} />
  const Connected = componentOf(target)
  return (
    <Suspense fallback={null}>
      <Connected />
    </Suspense>
  )
}

function PlainConnectButton({ label, className, ...rest }: ConnectButtonProps) {
  const t = useT()
  const { open, isOpen } = useModal()
  const keyport = useKernel()
  const prefetch = () => void prefetchModal(keyport)
  return (
    <button
      type="button"
      {...rest}
      className={className ?? 'kp-connect-button'}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => open()}
    >
      {label ?? t('button.connect')}
    </button>
  )
}
