/** A wallet listed by the registry (AllWallets). */
export type RegistryWallet = {
  id: string
  name: string
  rdns?: string
  imageUrl: string
  homepage?: string
  /** Deep-link and universal-link bases for WalletConnect (Order 5). */
  mobileLink?: string
  desktopLink?: string
}

export type RegistryPage = { wallets: readonly RegistryWallet[]; count: number; page: number }

/** The wallet registry served by the data API; implemented by `createWalletRegistryService`. */
export interface WalletRegistryService {
  list(options: { page?: number; entries?: number; search?: string }): Promise<RegistryPage>
}
