import { type ComponentType, lazy, Suspense } from 'react'
import type { ConnectMethodSection } from '../services/ConnectMethodSections.ts'
import { useConnectViewsStyles } from './connectViewsCss.ts'

const cache = new WeakMap<ConnectMethodSection['load'], ComponentType>()

/** Renders a contributed Connect-view section, loading its code on first render. */
export function ConnectMethodSectionView({ section }: { section: ConnectMethodSection }) {
  useConnectViewsStyles()
  let Component = cache.get(section.load)
  if (!Component) {
    Component = lazy(section.load as () => Promise<{ default: ComponentType }>)
    cache.set(section.load, Component)
  }
  return (
    <Suspense
      fallback={<div className="kp-loading kp-connect-section-loading" aria-hidden="true" />}
    >
      <Component />
    </Suspense>
  )
}
