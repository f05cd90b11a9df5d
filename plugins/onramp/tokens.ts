import { createToken, type LazyService } from '@keyport/kernel'
import type { OnrampService } from './services/createOnrampService.ts'

/** The on-ramp service, loaded on first use (when an on-ramp view opens). */
export type OnrampServiceLoader = LazyService<OnrampService>

export const onrampServiceToken = createToken<OnrampServiceLoader>('onramp.service')
