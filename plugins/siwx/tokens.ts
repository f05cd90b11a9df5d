import { createToken } from '@keyport/kernel'
import type { SiwxService } from './services/SiwxService.ts'
import type { SiwxSigners } from './services/SiwxSigners.ts'
import type { SiwxStorage } from './storage/SiwxStorage.ts'

/** The sign-in service: its state, sign-in, cancel and sign-out. */
export const siwxToken = createToken<SiwxService>('siwx.service')
/** Where sessions live: the kernel's storage or the data API, as the plugin options chose. */
export const siwxStorageToken = createToken<SiwxStorage>('siwx.storage')
/**
 * Who signs sign-in messages for each namespace: eip155 and solana built in (the connected
 * wallet signs); `add` replaces one, e.g. with `createSolanaSiwxSigner`.
 */
export const siwxSignersToken = createToken<SiwxSigners>('siwx.signers')
