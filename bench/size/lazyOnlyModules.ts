/**
 * Code that must never sit in a host page's first bundle: it loads when its feature is used (or
 * when the browser is idle). Each rule is a pattern over module paths relative to the repository
 * root (`node_modules/...` for dependencies), with the reason it must stay lazy.
 */
export const lazyOnlyModules: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: /^plugins\/[^/]+\/views\//, why: "a plugin's views load when the modal shows them" },
  {
    pattern: /^plugins\/[^/]+\/modal\.ts$/,
    why: "a plugin's modal part (its views, Account-view actions) loads with the modal",
  },
  { pattern: /^kernel\/src\/react\/modal\//, why: 'the modal shell loads on first open or idle' },
  {
    pattern:
      /^(kernel\/src\/i18n|plugins\/[^/]+)\/(messages\.(?!en\.)[\w-]+\.ts|translations\.ts)$/,
    why: "a language's texts load with the modal, and only when the modal is in that language",
  },
  {
    pattern: /^kernel\/src\/react\/qr\/|^node_modules\/qr\//,
    why: 'QR encoding loads with a view that draws a code',
  },
  // rpcMethods is the spec's safe-method allow-list, which the embedded wallet's connector
  // consults before it ever loads the frame; the transport, messages and iframe stay lazy.
  {
    pattern: /^kernel\/src\/frame\/(?!rpcMethods\.ts$)/,
    why: 'the secure frame loads when an embedded wallet is used',
  },
  {
    pattern: /^plugins\/[^/]+\/schemas\.ts$/,
    why: "a plugin's zod schemas load with the services and views that call its API",
  },
  {
    pattern: /^plugins\/siwx\/(services\/createSiwxService\.ts|message\/)/,
    why: "siwx's sign-in service and message code load when a wallet connects",
  },
  {
    pattern:
      /^plugins\/siwx\/services\/create(Eip155|WalletStandard)SiwxSigner\.ts$|^node_modules\/@solana\/codecs-strings\//,
    why: "siwx's signers (Solana's with its base58 codec) load on their namespace's first signature",
  },
  {
    pattern: /^plugins\/send-receive\/services\//,
    why: 'the send flow loads with the send views',
  },
  {
    pattern: /^plugins\/email-social\/services\/createEmbeddedWallet\.ts$/,
    why: 'the embedded wallet loads on its first call (a login, or a reconnect of one)',
  },
  {
    pattern:
      /^plugins\/connect\/(services\/(ConnectionService|followWallet|grantedAccounts|waitForConnector|solanaState)|connectors\/createEip1193Connector)\.ts$/,
    why: "the connection service and a browser wallet's request code load on the first connect or reconnect",
  },
  {
    pattern: /^plugins\/connect\/walletconnect\//,
    why: 'the WalletConnect connector loads only when the host configured a relay',
  },
  {
    pattern:
      /^node_modules\/@(wallet-standard|solana)\/|^plugins\/connect\/connectors\/(watchSolanaConnectors|discoverWalletStandard|createWalletStandardConnector)\.ts$/,
    why: 'Wallet Standard discovery and the Solana connector load only for a Solana network, after start',
  },
  {
    pattern: /^node_modules\/@(walletconnect|reown)\//,
    why: 'the WalletConnect SDK loads when a WalletConnect pairing starts',
  },
]
