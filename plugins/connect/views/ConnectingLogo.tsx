import type { ReactNode } from 'react'
import { useConnectViewsStyles } from './connectViewsCss.ts'

/**
 * A connecting view's logo in a ring that turns while it waits, shows the error colour after a
 * failure and goes away once connected. Decorative: the status line says the same in words.
 */
export function ConnectingLogo({
  state,
  children,
}: {
  state: 'waiting' | 'failed' | 'done'
  children: ReactNode
}) {
  useConnectViewsStyles()
  const modifier = state === 'waiting' ? '' : ` kp-connecting__logo--${state}`
  return (
    <div className={`kp-connecting__logo${modifier}`} aria-hidden="true">
      {children}
    </div>
  )
}
