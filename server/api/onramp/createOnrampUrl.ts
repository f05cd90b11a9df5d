import { randomUUID } from 'node:crypto'
import type { onrampUrlRequestSchema } from '@keyport/onramp/schemas'
import type * as z from 'zod'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { assertOnrampRecipient } from './assertOnrampRecipient.ts'
import { assertWithinLimits } from './assertWithinLimits.ts'
import { type CheckoutWallet, createCheckoutStore } from './createCheckoutStore.ts'
import { fiatCents } from './fiatCents.ts'
import { onrampAssetsOn } from './onrampAssetsOn.ts'
import { onrampCatalog } from './onrampCatalog.ts'
import { type OnrampNetwork, resolveOnrampNetwork, servedOnrampNetworks } from './onrampNetworks.ts'

export type CreateOnrampUrlParameters = {
  request: z.output<typeof onrampUrlRequestSchema>
  projectId: string
  /** Base URL of this API as the caller reached it; the checkout page is served from it. */
  origin: string
}

/**
 * `POST /v1/generators/onrampurl`: checks the destinations against what is for sale, stores a
 * checkout for 30 minutes and answers the URL of its page. Networks not served here are dropped
 * from a wallet; a wallet left with none, an address that cannot receive on one of its networks
 * (a 0x address on Solana, a base58 one on an EVM chain), an unknown asset or a preset outside the
 * limits is a 400.
 *
 * @example
 * const { url } = await createOnrampUrl(deps, { request, projectId, origin: 'http://127.0.0.1:4000' })
 * // 'http://127.0.0.1:4000/onramp/checkout?session=4f1c…'
 */
export async function createOnrampUrl(
  deps: ApiDeps,
  { request, projectId, origin }: CreateOnrampUrlParameters,
): Promise<{ url: string }> {
  const wallets: CheckoutWallet[] = []
  for (const wallet of request.destinationWallets) {
    const networks = wallet.blockchains.flatMap((name): OnrampNetwork[] => {
      try {
        return [resolveOnrampNetwork(name, deps.chains, deps.solana)]
      } catch {
        return []
      }
    })
    if (networks.length === 0) continue
    for (const network of networks) assertOnrampRecipient(wallet.address, network)
    const forSale = new Set(networks.flatMap((n) => onrampAssetsOn(n).map((a) => a.symbol)))
    const assets = (wallet.assets ?? [...forSale]).map((symbol) => symbol.toUpperCase())
    const unknown = assets.find((symbol) => !forSale.has(symbol))
    if (unknown)
      throw new ApiError(
        400,
        'unsupported_asset',
        `Asset '${unknown.slice(0, 32)}' is not for sale here. Use any of: ${[...forSale].join(', ')}.`,
      )
    wallets.push({
      address: wallet.address,
      blockchains: [...new Set(networks.map((n) => n.name))],
      assets: [...new Set(assets)],
    })
  }
  if (wallets.length === 0)
    throw new ApiError(
      400,
      'unsupported_network',
      `None of the destination blockchains is served here. Use one of: ${servedOnrampNetworks(deps.chains, deps.solana).join(', ')}.`,
    )
  const served = wallets.flatMap((w) => w.blockchains)
  const defaultNetwork = request.defaultNetwork
    ? resolveOnrampNetwork(request.defaultNetwork, deps.chains, deps.solana).name
    : (served[0] as string)
  if (!served.includes(defaultNetwork))
    throw new ApiError(
      400,
      'invalid_default_network',
      `defaultNetwork '${defaultNetwork}' is not among the destination blockchains (${served.join(', ')}).`,
    )
  if (request.presetFiatAmount)
    assertWithinLimits(fiatCents(request.presetFiatAmount, 'presetFiatAmount'), 'USD', 'card')

  const id = randomUUID()
  const now = deps.now()
  await createCheckoutStore(deps.db).insert(
    {
      id,
      projectId,
      partnerUserId: request.partnerUserId,
      wallets,
      defaultNetwork,
      presetCryptoAmount: request.presetCryptoAmount ?? null,
      presetFiatAmount: request.presetFiatAmount ?? null,
      expiresAt: new Date(now + onrampCatalog.checkoutTtlMs),
    },
    new Date(now),
  )
  return { url: `${origin}/onramp/checkout?session=${id}` }
}
