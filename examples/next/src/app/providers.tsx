'use client'

import { cookieStorage, type KeyportInitialState } from '@keyport/kernel'
import { createKeyport, KeyportProvider } from '@keyport/kernel/react'
import { type ReactNode, useState } from 'react'
import config from '../keyport.config'

/**
 * Keyport for the whole app, in a client component as the Next.js docs advise for providers.
 * Each server render and the browser make their own Keyport; the cookie storage keeps the
 * connection where the server can read it (`layout.tsx`).
 */
export function Providers({
  children,
  initialState,
}: {
  children: ReactNode
  /** What `keyportStateFromCookie` read from the request: the connection to render. */
  initialState: KeyportInitialState | undefined
}) {
  const [keyport] = useState(() => createKeyport({ ...config, ssrStorage: cookieStorage() }))
  return (
    <KeyportProvider keyport={keyport} initialState={initialState}>
      {children}
    </KeyportProvider>
  )
}
