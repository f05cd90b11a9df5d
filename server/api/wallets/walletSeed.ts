/** One registry wallet as seeded; its image is a monogram drawn by `generateWalletSeed`. */
export type WalletSeedEntry = {
  /** Short stable slug, the id clients use in include/exclude lists. */
  id: string
  name: string
  /** The EIP-6963 reverse-DNS id the wallet announces; null for wallets that never inject. */
  rdns: string | null
  homepage: string
  /** Background colour of the monogram. */
  colour: string
  mobileLink: string | null
  desktopLink: string | null
  /** Whether it ships a browser provider (an extension or an in-app browser). */
  injected: boolean
}

type Row = [string, string, string | null, string, string, string | null, string | null, boolean]

// Rank is the position in this list: our test wallet first, then roughly by popularity.
// [id, name, rdns, homepage, colour, mobile link, desktop link, injected]
// biome-ignore format: one wallet a line reads as a table
const rows: Row[] = [
  ['keyport-test-wallet', 'Keyport Test Wallet', 'dev.keyport.testwallet', 'https://keyport.dev', '#4F46E5', null, null, true],
  ['metamask', 'MetaMask', 'io.metamask', 'https://metamask.io', '#F6851B', 'metamask://', null, true],
  ['coinbase', 'Coinbase Wallet', 'com.coinbase.wallet', 'https://www.coinbase.com/wallet', '#0052FF', 'cbwallet://', null, true],
  ['trust', 'Trust Wallet', 'com.trustwallet.app', 'https://trustwallet.com', '#0500FF', 'trust://', null, true],
  ['rainbow', 'Rainbow', 'me.rainbow', 'https://rainbow.me', '#001E59', 'rainbow://', null, true],
  ['rabby', 'Rabby Wallet', 'io.rabby', 'https://rabby.io', '#7084FF', null, null, true],
  ['zerion', 'Zerion', 'io.zerion.wallet', 'https://zerion.io', '#2962EF', 'zerion://', null, true],
  ['phantom', 'Phantom', 'app.phantom', 'https://phantom.app', '#AB9FF2', 'phantom://', null, true],
  ['okx', 'OKX Wallet', 'com.okex.wallet', 'https://www.okx.com/web3', '#000000', 'okex://main', null, true],
  ['uniswap', 'Uniswap Wallet', 'org.uniswap.app', 'https://wallet.uniswap.org', '#FF007A', 'uniswap://', null, true],
  ['ledger-live', 'Ledger Live', null, 'https://www.ledger.com/ledger-live', '#000000', 'ledgerlive://', 'ledgerlive://', false],
  ['safe', 'Safe', null, 'https://safe.global', '#12FF80', null, null, false],
  ['brave', 'Brave Wallet', 'com.brave.wallet', 'https://brave.com/wallet', '#FB542B', null, null, true],
  ['exodus', 'Exodus', 'com.exodus.web3-wallet', 'https://www.exodus.com', '#1F2033', 'exodus://', null, true],
  ['bitget', 'Bitget Wallet', 'com.bitget.web3', 'https://web3.bitget.com', '#00F0FF', 'bitkeep://', null, true],
  ['binance', 'Binance Wallet', 'com.binance.wallet', 'https://www.binance.com/web3wallet', '#F0B90B', 'bnc://app.binance.com/cedefi/', null, true],
  ['imtoken', 'imToken', 'im.token', 'https://token.im', '#098DE6', 'imtokenv2://', null, true],
  ['tokenpocket', 'TokenPocket', 'pro.tokenpocket', 'https://www.tokenpocket.pro', '#2980FE', 'tpoutside://', null, true],
  ['safepal', 'SafePal', 'com.safepal', 'https://www.safepal.com', '#4A21EF', 'safepalwallet://', null, true],
  ['crypto-com', 'Crypto.com Onchain', 'com.crypto.wallet', 'https://crypto.com/onchain', '#1199FA', 'dfw://', null, true],
  ['bybit', 'Bybit Wallet', 'com.bybit', 'https://www.bybit.com/web3', '#F7A600', 'bybitapp://', null, true],
  ['gate', 'Gate Wallet', 'io.gate.wallet', 'https://www.gate.io/web3', '#2354E6', 'gtweb3wallet://', null, true],
  ['onekey', 'OneKey', 'so.onekey.app.wallet', 'https://onekey.so', '#44D62C', 'onekey-wallet://', null, true],
  ['backpack', 'Backpack', 'app.backpack', 'https://backpack.app', '#E33E3F', null, null, true],
  ['frame', 'Frame', 'sh.frame', 'https://frame.sh', '#2A2A35', null, 'frame://', true],
  ['taho', 'Taho', 'xyz.taho', 'https://taho.xyz', '#D08E39', null, null, true],
  ['enkrypt', 'Enkrypt', 'com.enkrypt', 'https://www.enkrypt.com', '#8B5CF6', null, null, true],
  ['coin98', 'Coin98', 'coin98.com', 'https://coin98.com', '#D9B432', 'coin98://', null, true],
  ['ambire', 'Ambire Wallet', 'com.ambire', 'https://www.ambire.com', '#6000FF', 'ambire://', null, true],
  ['core', 'Core', 'app.core.extension', 'https://core.app', '#E84142', 'core://', null, true],
  ['frontier', 'Frontier', 'xyz.frontier.wallet', 'https://www.frontier.xyz', '#CC703C', 'frontier://', null, true],
  ['talisman', 'Talisman', 'xyz.talisman', 'https://talisman.xyz', '#D5FF5C', null, null, true],
  ['subwallet', 'SubWallet', 'app.subwallet', 'https://www.subwallet.app', '#004BFF', 'subwallet://', null, true],
  ['keplr', 'Keplr', 'app.keplr', 'https://www.keplr.app', '#314FDF', 'keplrwallet://', null, true],
  ['magic-eden', 'Magic Eden', 'io.magiceden.wallet', 'https://wallet.magiceden.io', '#E42575', 'magiceden://', null, true],
  ['nightly', 'Nightly', 'app.nightly', 'https://nightly.app', '#6067F9', 'nightly://', null, true],
  ['family', 'Family', null, 'https://family.co', '#2B2B2B', 'family://', null, false],
  ['argent', 'Argent', null, 'https://www.argent.xyz', '#FF875B', 'argent://app/', null, false],
  ['zengo', 'Zengo', null, 'https://zengo.com', '#1E2043', 'zengo://', null, false],
  ['kraken', 'Kraken Wallet', null, 'https://www.kraken.com/wallet', '#7132F5', 'krakenwallet://', null, false],
]

/** The wallets migration 0005 seeds, in rank order. Edit here, then rerun `generateWalletSeed`. */
export const walletSeed: readonly WalletSeedEntry[] = rows.map(
  ([id, name, rdns, homepage, colour, mobileLink, desktopLink, injected]) => ({
    id,
    name,
    rdns,
    homepage,
    colour,
    mobileLink,
    desktopLink,
    injected,
  }),
)
