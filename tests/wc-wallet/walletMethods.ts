/** The EIP-155 methods the WalletConnect test wallet approves in a session. */
export const walletMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sign',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

export const walletEvents = ['accountsChanged', 'chainChanged'] as const

/** WalletConnect's Solana methods the test wallet approves and answers. */
export const solanaWalletMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const
