import { useKernel, useService, useT } from '@keyport/kernel/react'
import type { ChainNamespace } from '../connectors/types.ts'
import { useAccount } from '../hooks/useAccount.ts'
import { useConnectionState } from '../hooks/useConnection.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { connectionToken, connectorsToken } from '../tokens.ts'
import { ListButton } from './ListButton.tsx'

type Entry = { key: string; name: string; current: boolean; onChoose(): void; disabled: boolean }

/**
 * The app's networks as buttons, grouped by namespace when the app has Solana networks. Choosing
 * an EVM network asks the wallet to switch (SwitchNetwork); choosing a network of the other
 * namespace connects the wallet's other side, so the account switches with the namespace. With
 * `enableNetworkSwitch: false` the list is read-only: every entry is disabled.
 */
export function NetworkList() {
  const t = useT()
  const { router } = useKernel()
  const connection = useService(connectionToken)
  const registry = useService(connectorsToken)
  const state = useConnectionState()
  const { chainId, networks, solanaNetworks, solanaNetwork, switchable } = useNetwork()
  const { isConnected, namespace } = useAccount()
  const usable = isConnected && switchable
  const connector = state.connectorId ? registry.get(state.connectorId) : undefined
  const offers = (wanted: ChainNamespace) => (connector?.namespaces ?? ['eip155']).includes(wanted)
  const switchTo = (wanted: ChainNamespace, chain?: number) => {
    if (state.connectorId)
      void connection
        .connect(state.connectorId, { namespace: wanted, chainId: chain })
        .catch(() => {})
  }

  const evm: Entry[] = networks.map((network) => {
    const current = namespace !== 'solana' && network.id === chainId
    return {
      key: String(network.id),
      name: network.name,
      current,
      disabled: !usable || !offers('eip155'),
      onChoose: () => {
        if (current) return
        if (namespace === 'solana') switchTo('eip155', network.id)
        else router.push('SwitchNetwork', { chainId: network.id })
      },
    }
  })
  const solana: Entry[] = solanaNetworks.map((network) => {
    const current = network.caipNetworkId === solanaNetwork?.caipNetworkId
    return {
      key: network.caipNetworkId,
      name: network.name,
      current,
      disabled: !usable || !offers('solana'),
      onChoose: () => {
        if (!current) switchTo('solana')
      },
    }
  })
  if (solana.length === 0) return <Group entries={evm} tag={t('networks.current')} />
  return (
    <>
      <Group title={t('networks.group.eip155')} entries={evm} tag={t('networks.current')} />
      <Group title={t('networks.group.solana')} entries={solana} tag={t('networks.current')} />
    </>
  )
}

function Group({ title, entries, tag }: { title?: string; entries: Entry[]; tag: string }) {
  const list = (
    <ul className="kp-stack" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 8 }}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <ListButton
            name={entry.name}
            current={entry.current}
            tag={entry.current ? tag : undefined}
            disabled={entry.disabled}
            onClick={entry.onChoose}
          />
        </li>
      ))}
    </ul>
  )
  if (!title) return list
  return (
    <section aria-label={title} className="kp-stack">
      <h3 className="kp-text kp-text--strong">{title}</h3>
      {list}
    </section>
  )
}
