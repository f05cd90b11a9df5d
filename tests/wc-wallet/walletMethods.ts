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
