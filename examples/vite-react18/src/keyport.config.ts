import type { CreateKeyportParameters } from '@keyport/kernel/react'
import { plugins } from './plugins'
import { stackUrls } from './stackUrls'

/**
 * Everything this app gives `createKeyport`. `keyport doctor` loads this file the way the dev
 * server does (with `.env`) and checks it against the kernel's schema.
 */
const config = {
  projectId: stackUrls.projectId,
  apiUrl: stackUrls.api,
  frameUrl: stackUrls.frame,
  themeMode: 'light',
  plugins,
} satisfies CreateKeyportParameters

export default config
