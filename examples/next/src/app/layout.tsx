import { keyportStateFromHeaders } from '@keyport/kernel'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { colorScheme } from '../theme'
import { Providers } from './providers'
import './app.css'

export const metadata: Metadata = {
  title: 'keyport-example-next',
  icons: { icon: 'data:,' },
}

/**
 * The root layout, rendered on the server for every request: it reads the connection Keyport
 * keeps in a cookie (and the visitor's language, Accept-Language), so the first HTML already shows
 * the connected account, in the language the browser's first render will use.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = keyportStateFromHeaders(await headers())
  return (
    <html lang="en" style={{ colorScheme }}>
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
