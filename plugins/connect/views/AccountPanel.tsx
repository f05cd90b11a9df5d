import { type ComponentType, lazy, Suspense } from 'react'
import type { AccountAction } from '../services/AccountActions.ts'
import { SkeletonRows } from './SkeletonRows.tsx'

type PanelLoader = NonNullable<AccountAction['panel']>
const cache = new WeakMap<PanelLoader, ComponentType>()

/** A contributed Account-view tab's content (History's Activity), loaded on first render. */
export function AccountPanel({ load, label }: { load: PanelLoader; label: string }) {
  let Component = cache.get(load)
  if (!Component) {
    Component = lazy(load)
    cache.set(load, Component)
  }
  return (
    <Suspense fallback={<SkeletonRows count={3} label={label} />}>
      <Component />
    </Suspense>
  )
}
