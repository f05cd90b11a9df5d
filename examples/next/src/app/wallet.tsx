'use client'

import { AccountButton, NetworkButton, useAccount } from '@keyport/connect'
import { ConnectButton } from '@keyport/kernel/react'

/** Connect Wallet, then the network and account buttons. */
export function Wallet() {
  const { isConnected } = useAccount()
  if (!isConnected) return <ConnectButton />
  return (
    <span className="wallet">
      <NetworkButton />
      <AccountButton />
    </span>
  )
}
