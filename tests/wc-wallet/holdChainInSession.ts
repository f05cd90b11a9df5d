import type { WalletKit } from '@reown/walletkit'

type Kit = Awaited<ReturnType<typeof WalletKit.init>>

/**
 * After the wallet switched to (or added) `chainId` at a dapp's request, makes the session hold
 * it, as a phone wallet does: a session update that adds the chain and the account on it, then
 * a `chainChanged` event. A chain the session holds already only gets the event.
 *
 * @example
 * await holdChainInSession(kit, topic, 8453, signer.address)
 */
export async function holdChainInSession(
  kit: Kit,
  topic: string,
  chainId: number,
  address: string,
): Promise<void> {
  const session = kit.getActiveSessions()[topic]
  const eip155 = session?.namespaces.eip155
  if (!session || !eip155) return
  const chain = `eip155:${chainId}`
  const chains = eip155.chains ?? [
    ...new Set(eip155.accounts.map((a) => a.split(':', 2).join(':'))),
  ]
  if (!chains.includes(chain)) {
    const { acknowledged } = await kit.updateSession({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: {
          ...eip155,
          chains: [...chains, chain],
          accounts: [...eip155.accounts, `${chain}:${address}`],
        },
      },
    })
    await acknowledged()
  }
  await kit.emitSessionEvent({
    topic,
    chainId: chain,
    event: { name: 'chainChanged', data: chainId },
  })
}
