import { ChainMark } from '@keyport/kernel/icons'
import { useKernel, useService, useStyles, useT } from '@keyport/kernel/react'
import type { ChainNamespace } from '../connectors/types.ts'
import { useAccount } from '../hooks/useAccount.ts'
import { useConnectionState } from '../hooks/useConnection.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { connectionToken, connectorsToken } from '../tokens.ts'
import { networkCss } from './networkCss.ts'

type Entry = {
  key: string
  /** The CAIP-2 id, for the network's mark. */
  chainId: string
  name: string
  current: boolean
  onChoose(): void
  disabled: boolean
}

/**
 * The app's networks as buttons, grouped by namespace when the app has Solana networks. Choosing
 * an EVM network asks the wallet to switch (SwitchNetwork); choosing a network of the other
 * namespace connects the wallet's other side, so the account switches with the namespace. With
 * `enableNetworkSwitch: false` the list is read-only: every entry is disabled.
 */
export function NetworkList() {
  useStyles('connect-networks', networkCss)
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
      chainId: `eip155:${network.id}`,
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
      chainId: network.caipNetworkId,
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
    <div className="kp-networks">
      <Group title={t('networks.group.eip155')} entries={evm} tag={t('networks.current')} />
      <Group title={t('networks.group.solana')} entries={solana} tag={t('networks.current')} />
    </div>
  )
}

function Group({ title, entries, tag }: { title?: string; entries: Entry[]; tag: string }) {
  const list = (
    <ul className="kp-network-rows">
      {entries.map((entry) => (
        <li key={entry.key}>
          <NetworkRow entry={entry} tag={tag} />
        </li>
      ))}
    </ul>
  )
  if (!title) return list
  return (
    <section aria-label={title} className="kp-network-group">
      <h3>{title}</h3>
      {list}
    </section>
  )
}

/** One network: its mark, its name, and a dot with 'Connected' on the wallet's current one. */
function NetworkRow({ entry, tag }: { entry: Entry; tag: string }) {
  return (
    <button
      type="button"
      className="kp-network-row"
      disabled={entry.disabled}
      aria-current={entry.current ? 'true' : undefined}
      onClick={entry.onChoose}
    >
      <ChainMark chainId={entry.chainId} name={entry.name} size={28} />
      <span className="kp-network-name">{entry.name}</span>
      {entry.current ? (
        <span className="kp-network-tag">
          <span className="kp-network-dot" aria-hidden="true" />
          {tag}
        </span>
      ) : null}
    </button>
  )
}
