/** A WalletConnect session's EIP-155 namespace, the part we read. */
export type Eip155Namespace = {
  accounts: readonly string[]
  methods: readonly string[]
  chains?: readonly string[]
}

/**
 * The addresses and chain ids a session grants, from its CAIP-10 accounts
 * (`eip155:1:0xabc…`), addresses de-duplicated in the wallet's order.
 *
 * @example
 * sessionAccounts({ accounts: ['eip155:1:0xab…', 'eip155:8453:0xab…'], methods: [] })
 * // { accounts: ['0xab…'], chainIds: [1, 8453] }
 */
export function sessionAccounts(namespace: Eip155Namespace | undefined) {
  const accounts: `0x${string}`[] = []
  const chainIds: number[] = []
  for (const account of namespace?.accounts ?? []) {
    const [prefix, reference, address] = account.split(':')
    if (prefix !== 'eip155' || !address || !/^0x[0-9a-fA-F]{40}$/.test(address)) continue
    const chainId = Number(reference)
    if (Number.isSafeInteger(chainId) && !chainIds.includes(chainId)) chainIds.push(chainId)
    if (!accounts.includes(address as `0x${string}`)) accounts.push(address as `0x${string}`)
  }
  return { accounts, chainIds }
}
