/**
 * The Solana networks a sign-in may name, as CAIP-2 ids: mainnet (which the local chain stands in
 * for), devnet and testnet. Verifying a Sign-In With Solana needs no RPC (the signature is
 * Ed25519 over the message), so the list is fixed rather than read from the served chains.
 *
 * @example
 * solanaNetworks.has('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // true
 */
export const solanaNetworks: ReadonlySet<string> = new Set([
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
])
