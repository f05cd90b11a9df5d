import { createToken, type LazyService } from '@keyport/kernel'
import type { NamesService } from './services/createNamesService.ts'

/**
 * The names service, loaded on first use: its code (and zod, to check answers) stays out of the
 * host page's first bundle until a names view opens.
 */
export type NamesServiceLoader = LazyService<NamesService>

export const namesServiceToken = createToken<NamesServiceLoader>('names.service')
