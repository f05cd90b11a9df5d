import { useModal, useT } from '@keyport/kernel/react'
import type { ButtonHTMLAttributes } from 'react'
import { useNetwork } from '../hooks/useNetwork.ts'

export type NetworkButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>

/**
 * Shows the wallet's network ('Wrong network' when the app does not support it) and opens the
 * Networks view; with `enableNetworkSwitch: false` it only shows the network (disabled), but a
 * wrong network still opens UnsupportedChain. Renders nothing while disconnected.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton({ className, ...rest }: NetworkButtonProps) {
  const t = useT()
  const { open, isOpen } = useModal()
  const { chainId, network, solanaNetwork, supported, switchable } = useNetwork()
  if (chainId === undefined && !solanaNetwork) return null
  const label = solanaNetwork
    ? solanaNetwork.name
    : supported
      ? (network?.name ?? t('networks.unknown'))
      : t('button.wrongNetwork')
  return (
    <button
      type="button"
      {...rest}
      className={className ?? 'kp-network-button'}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      disabled={supported && !switchable}
      aria-label={t('button.network', { network: label })}
      onClick={() => open(supported ? { view: 'Networks' } : { view: 'UnsupportedChain' })}
    >
      {label}
    </button>
  )
}
