import type { Connector } from '@keyport/connect'
import { fakeConnector, testNetworks } from '@keyport/connect/testing'
import { galleryWalletConnect } from './fakes/galleryWalletConnect.ts'

/** The gallery's account: Anvil's second key, as every test fake uses it. */
export const galleryAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
export const galleryEmail = 'ada@example.com'
/** The networks the gallery's app supports: Ethereum and Base (local). */
export const galleryNetworks = testNetworks

/** The wallets the Connect view lists: WalletConnect, two announced (EIP-6963), the embedded one. */
export const galleryConnectors: readonly Connector[] = [
  galleryWalletConnect(),
  fakeConnector('io.metamask', 'MetaMask'),
  fakeConnector('com.coinbase.wallet', 'Coinbase Wallet'),
  fakeConnector('auth', 'Email and social', 'AUTH'),
]

/** The data API's wallet registry, in rank order (no images: nothing is fetched). */
export const registryWallets = [
  'Rainbow',
  'Trust Wallet',
  'Ledger Live',
  'Zerion',
  'Uniswap Wallet',
  'OKX Wallet',
  'Phantom',
  'Safe',
  'Argent',
  'imToken',
  'Exodus',
  'Rabby Wallet',
].map((name) => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  imageUrl: '',
  homepage: `https://${name.toLowerCase().replace(/\W+/g, '')}.example`,
  mobileLink: `${name.toLowerCase().replace(/\W+/g, '')}://`,
}))

/** A balance as connect's account data publishes it. */
const listed = (
  symbol: string,
  name: string,
  numeric: string,
  price: number,
  decimals: number,
  address?: string,
) => ({
  name,
  symbol,
  chainId: 'eip155:1',
  address: address ? `eip155:1:${address}` : undefined,
  value: Number(numeric) * price,
  price,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: '',
})

/** 2.5 ETH, 1,250 USDC and 42 DAI on Ethereum. */
export const galleryBalances = [
  listed('ETH', 'Ether', '2.5', 3000, 18),
  listed('USDC', 'USD Coin', '1250', 1, 6, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  listed('DAI', 'Dai Stablecoin', '42', 1, 18, '0x6B175474E89094C44Da98b954EedeAC495271d0F'),
]
