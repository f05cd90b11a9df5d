import { NetworkList } from './NetworkList.tsx'

/** The networks the app supports; the wallet's current one is marked. */
export default function NetworksView() {
  return (
    <div className="kp-stack">
      <NetworkList />
    </div>
  )
}
