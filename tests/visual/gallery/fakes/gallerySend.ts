import { provide } from '@keyport/kernel'
import type { SendToken } from '@keyport/send-receive'
import { sendFlowToken } from '@keyport/send-receive'
import { BehaviorSubject } from 'rxjs'
import type {
  SendFlow,
  SendFlowState,
  SendPreview,
} from '../../../../plugins/send-receive/services/createSendFlow.ts'
import { galleryAddress } from '../fixtures.ts'
import { settled } from './settled.ts'

const usdc: SendToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  chainId: 1,
  balance: '1250',
  price: 1,
  iconUrl: '',
}
const recipient = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const
const draft = { token: usdc, amount: '250', recipient: 'vitalik.keyport.id' }

/** 250 USDC to a name, with a fee of 21,000 gas at 2 gwei. */
const preview: SendPreview = {
  chainId: 1,
  from: galleryAddress,
  token: usdc,
  amount: 250_000_000n,
  amountText: '250',
  amountUsd: 250,
  recipient: { address: recipient, name: 'vitalik.keyport.id' },
  fee: {
    type: 'eip1559',
    gas: 21_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
    total: 42_000_000_000_000n,
  },
  feeText: '0.000042',
  feeUsd: 0.13,
  native: { symbol: 'ETH', decimals: 18 },
  call: { to: usdc.address as `0x${string}`, data: '0xa9059cbb', value: 0n },
}

/** Where each send view's scene stands: a filled draft, its preview, its confirmation. */
export const sendSteps = {
  editing: { step: 'editing', draft },
  ready: { step: 'ready', draft, preview },
  confirmed: { step: 'confirmed', draft, preview, hash: `0x${'ab'.repeat(32)}`, reverted: false },
} satisfies Record<string, SendFlowState>

/** A send flow that stays at `state`: the gallery shows each step without a chain. */
export function gallerySend(state: SendFlowState = sendSteps.editing) {
  return provide(sendFlowToken, () => {
    const state$ = new BehaviorSubject<SendFlowState>(state)
    const flow: SendFlow = {
      state$: state$.asObservable(),
      get state() {
        return state$.value
      },
      update: (patch) =>
        state$.next({ step: 'editing', draft: { ...state$.value.draft, ...patch } }),
      prepare: async () => {},
      send: async () => {},
      reset: () => state$.next({ step: 'editing', draft: { amount: '', recipient: '' } }),
      preload: () => {},
      dispose: () => state$.complete(),
    }
    const loaded = settled(flow)
    return { load: () => loaded, dispose: flow.dispose }
  })
}
