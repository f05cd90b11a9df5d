import { createToken, type LazyService } from '@keyport/kernel'
import type { SwapService } from './services/createSwapService.ts'

/**
 * The swap service, loaded on first use: its code (and viem, at signing) stays out of the host
 * page's first bundle until a swap view opens.
 */
export type SwapServiceLoader = LazyService<SwapService>

export const swapServiceToken = createToken<SwapServiceLoader>('swap.service')
