import { ChainMark, ChevronDownIcon } from '@keyport/kernel/icons'
import { useModal, useT } from '@keyport/kernel/react'
import type { ButtonHTMLAttributes } from 'react'
import { useNetwork } from '../hooks/useNetwork.ts'
import { useClaimHostLayout } from './useClaimHostLayout.ts'
import { useHostButtonStyle } from './useHostButtonStyle.ts'

export type NetworkButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>

/**
 * Shows the wallet's network with its mark ('Wrong network' when the app does not support it)
 * and opens the Networks view; with `enableNetworkSwitch: false` it only shows the network
 * (disabled), but a wrong network still opens UnsupportedChain. Renders nothing while
 * disconnected. Placed by the host, it stands in for `<ConnectButton>`'s own network part.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton(props: NetworkButtonProps) {
  useClaimHostLayout()
  return <NetworkPart {...props} />
}

/** The network button itself, also the first part of `<ConnectButton>` once connected. */
export function NetworkPart({ className, style, ...rest }: NetworkButtonProps) {
  const t = useT()
  const { open, isOpen } = useModal()
  const theme = useHostButtonStyle()
  const { chainId, network, solanaNetwork, supported, switchable } = useNetwork()
  if (chainId === undefined && !solanaNetwork) return null
  const label = solanaNetwork
    ? solanaNetwork.name
    : supported
      ? (network?.name ?? t('networks.unknown'))
      : t('button.wrongNetwork')
  const wrong = !solanaNetwork && !supported
  return (
    <button
      type="button"
      {...rest}
      style={{ ...theme, ...style }}
      className={className ?? `kp-network-button${wrong ? ' kp-network-button--wrong' : ''}`}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      disabled={supported && !switchable}
      aria-label={t('button.network', { network: label })}
      onClick={() => open(supported ? { view: 'Networks' } : { view: 'UnsupportedChain' })}
    >
      {wrong ? null : (
        <ChainMark chainId={solanaNetwork?.caipNetworkId ?? chainId ?? ''} name={label} size={24} />
      )}
      <span className="kp-network-button-name">{label}</span>
      {switchable || wrong ? <ChevronDownIcon size={16} /> : null}
    </button>
  )
}
