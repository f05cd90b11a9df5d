export {
  ConnectButton,
  type ConnectButtonProps,
  type ConnectedButtonSlot,
  connectedButtonToken,
} from './ConnectButton'
export { type CreateKeyportParameters, createKeyport } from './createKeyport'
export { useFlag, useInitialState, useKernel, useModal, useService, useT } from './hooks'
export { ImageOrInitial, type ImageOrInitialProps } from './ImageOrInitial'
export { KeyportProvider, type KeyportProviderProps, prefetchModal } from './KeyportProvider'
export { focusableIn } from './modal/focusable'
export { useObservable } from './useObservable'
export { usePromise } from './usePromise'
export { useStyles } from './useStyles'
