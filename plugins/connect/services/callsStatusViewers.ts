import type { Eip1193Provider } from '../connectors/types.ts'
import type { Contributions } from './createContributions.ts'

/**
 * Shows a call batch (EIP-5792's `wallet_showCallsStatus`) in the modal, added to
 * `callsStatusViewersToken` by a plugin with a place for it (history's Activity).
 */
export type CallsStatusViewer = {
  id: string
  /** Opens the modal on batch `callsId`; `wallet` is the connected wallet, unwrapped. */
  show(callsId: string, wallet: Eip1193Provider): Promise<void>
}

const wrapped = new WeakMap<Eip1193Provider, Eip1193Provider>()

/**
 * The connected wallet's provider as the app gets it: `wallet_showCallsStatus` is answered on the
 * host page by the last viewer added (the modal shows the batch, whichever wallet sent it); with
 * no viewer, and for every other method, the wallet answers. The same wallet gives the same
 * object, so React and wagmi see no change between calls.
 *
 * @example
 * const provider = withCallsStatusViewer(connector.getProvider(), viewers)
 * await provider.request({ method: 'wallet_showCallsStatus', params: ['userop:0x…'] })
 */
export function withCallsStatusViewer(
  wallet: Eip1193Provider,
  viewers: Contributions<CallsStatusViewer>,
): Eip1193Provider {
  const known = wrapped.get(wallet)
  if (known) return known
  const provider: Eip1193Provider = {
    async request(args) {
      const viewer = viewers.items.at(-1)
      if (args.method !== 'wallet_showCallsStatus' || !viewer) return wallet.request(args)
      const [callsId] = Array.isArray(args.params) ? args.params : []
      if (typeof callsId !== 'string' || callsId.length === 0 || callsId.length > 8_194)
        throw Object.assign(new Error('wallet_showCallsStatus takes one batch id.'), {
          code: -32602,
        })
      await viewer.show(callsId, wallet)
      return null
    },
    ...(wallet.on && { on: wallet.on.bind(wallet) }),
    ...(wallet.removeListener && { removeListener: wallet.removeListener.bind(wallet) }),
  }
  wrapped.set(wallet, provider)
  return provider
}
