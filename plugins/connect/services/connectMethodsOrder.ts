import type { ConnectMethod } from '@keyport/kernel'

/** With an injected or announced wallet shown, the wallet comes first (spec section 2). */
const CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social']

/**
 * Spec section 2: without an injected or announced wallet to show, "a default order from a
 * configuration constant applies (value not shown)". We chose email, social, wallet: with no
 * browser wallet installed, email and social are what most users can finish.
 */
const CONNECT_METHODS_ORDER_WITHOUT_WALLET: readonly ConnectMethod[] = ['email', 'social', 'wallet']

export type ConnectMethodsOrderParameters = {
  /** The host's own `connectMethodsOrder`, when it set one: it wins over both defaults. */
  override?: readonly ConnectMethod[]
  /** Whether the Connect view shows at least one injected or announced wallet. */
  walletShown: boolean
  /** Methods switched off (the `email` or `socials` features); they are left out. @default {} */
  disabled?: Partial<Record<ConnectMethod, boolean>>
}

/**
 * The order of the Connect view's methods (spec section 2).
 *
 * @example
 * connectMethodsOrder({ walletShown: true }) // ['wallet', 'email', 'social']
 * connectMethodsOrder({ walletShown: false }) // ['email', 'social', 'wallet']
 */
export function connectMethodsOrder({
  override,
  walletShown,
  disabled = {},
}: ConnectMethodsOrderParameters): ConnectMethod[] {
  const order =
    override ?? (walletShown ? CONNECT_METHODS_ORDER : CONNECT_METHODS_ORDER_WITHOUT_WALLET)
  return [...new Set(order)].filter((method) => !disabled[method])
}
