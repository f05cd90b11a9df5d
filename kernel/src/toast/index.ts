export {
  type CreateToastServiceParameters,
  createToastService,
  TOAST_SWAP_DELAY_MS,
  type ToastService,
  type ToastState,
  type ToastVariant,
} from './ToastService'
