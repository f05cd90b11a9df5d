import type { ButtonHTMLAttributes } from 'react'
import { useKernel, useModal, useT } from './hooks'
import { prefetchModal } from './KeyportProvider'

export type ConnectButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  /** Text of the button. @default the 'button.connect' message ('Connect Wallet') */
  label?: string
}

/**
 * Opens the modal on its default view.
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton({ label, className, ...rest }: ConnectButtonProps) {
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
