import { ChainMark, ChevronDownIcon } from '@keyport/kernel/icons'
import { useKernel, useT } from '@keyport/kernel/react'
import { useNetwork } from '../hooks/useNetwork.ts'

/** The Account view's network: its mark and name in a chip that opens Networks when switchable. */
export function NetworkChip() {
  const t = useT()
  const { router } = useKernel()
  const { chainId, network, solanaNetwork, switchable } = useNetwork()
  const name = (solanaNetwork ?? network)?.name ?? t('networks.unknown')
  const id = solanaNetwork?.caipNetworkId ?? chainId ?? ''
  return (
    <button
      type="button"
      className="kp-chip"
      aria-label={t('account.network', { network: name })}
      disabled={!switchable}
      onClick={() => router.push('Networks')}
    >
      <ChainMark chainId={id} name={name} size={20} />
      <span className="kp-chip-label">{name}</span>
      {switchable ? <ChevronDownIcon size={14} /> : null}
    </button>
  )
}
