export {
  type CreateStorageParameters,
  createStorage,
  type KeyportStorage,
  type StorageBackend,
} from './Storage'
export { type StorageKey, storageKeys } from './storageKeys'
