import { type ComponentType, lazy, Suspense } from 'react'
import type { ConnectMethodSection } from '../services/ConnectMethodSections.ts'

const cache = new WeakMap<ConnectMethodSection['load'], ComponentType>()

/** Renders a contributed Connect-view section, loading its code on first render. */
export function ConnectMethodSectionView({ section }: { section: ConnectMethodSection }) {
  let Component = cache.get(section.load)
  if (!Component) {
    Component = lazy(section.load as () => Promise<{ default: ComponentType }>)
    cache.set(section.load, Component)
  }
  return (
    <Suspense
      fallback={<div className="kp-loading" aria-hidden="true" style={{ minHeight: 40 }} />}
    >
      <Component />
    </Suspense>
  )
}
