import { createKeyport } from '@keyport/kernel/react'
import config from './keyport.config'

/** This app's Keyport: the kernel, started with the plugins of `keyport.config.ts`. */
export const keyport = createKeyport(config)
