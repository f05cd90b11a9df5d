import type { CreateKeyportParameters } from '@keyport/kernel/react'
import { plugins } from './plugins'
import { stackUrls } from './stackUrls'
import { theme } from './theme'

/** Everything this app gives `createKeyport` (`app/providers.tsx` adds the cookie storage). */
const config = {
  projectId: stackUrls.projectId,
  apiUrl: stackUrls.api,
  frameUrl: stackUrls.frame,
  ...theme,
  plugins,
} satisfies CreateKeyportParameters

export default config
