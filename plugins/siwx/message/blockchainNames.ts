/**
 * How a CAIP-122 message names the blockchain of a namespace ("sign in with your Ethereum
 * account"). A namespace not listed is named by its own id.
 */
export const blockchainNames: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
  tezos: 'Tezos',
}

/** The namespace a blockchain name stands for, the reverse of `blockchainNames`. */
export function namespaceOfBlockchain(name: string): string {
  return Object.entries(blockchainNames).find(([, value]) => value === name)?.[0] ?? name
}
