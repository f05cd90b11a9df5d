import { useKernel, useT } from '@keyport/kernel/react'
import { useAccount } from '../hooks/useAccount.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { ListButton } from './ListButton.tsx'

/** The app's networks as buttons; choosing one asks the wallet to switch (SwitchNetwork). */
export function NetworkList() {
  const t = useT()
  const { router } = useKernel()
  const { chainId, networks } = useNetwork()
  const { isConnected } = useAccount()
  return (
    <ul className="kp-stack" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 8 }}>
      {networks.map((network) => {
        const current = network.id === chainId
        return (
          <li key={network.id}>
            <ListButton
              name={network.name}
              current={current}
              tag={current ? t('networks.current') : undefined}
              disabled={!isConnected}
              onClick={() => {
                if (!current) router.push('SwitchNetwork', { chainId: network.id })
              }}
            />
          </li>
        )
      })}
    </ul>
  )
}
