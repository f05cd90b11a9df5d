import { connectPlugin } from '@keyport/connect'
import type { Kernel, ThemeMode } from '@keyport/kernel'
import { KeyportProvider, prefetchModal } from '@keyport/kernel/react'
import { useEffect } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { galleryNetworks } from './fixtures.ts'
import { galleryKernel, galleryPlugins } from './galleryKernel.ts'
import { scenes } from './scenes.ts'
import { settleScene } from './settleScene.ts'

export type GalleryTarget = { view: string; theme?: ThemeMode; locale?: string }

export type Gallery = {
  /** Shows `view` in a new kernel; resolves once its scene has settled. */
  show(target: GalleryTarget): Promise<void>
  /** The views the plugins' manifests register (with their modal parts). */
  registeredViews(): Promise<string[]>
  /** The views the gallery has a scene for. */
  scenes: string[]
  /** The ids of the plugins the gallery installs. */
  plugins: string[]
}

declare global {
  interface Window {
    gallery: Gallery
  }
}

const element = document.getElementById('root')
if (!element) throw new Error('The gallery page has no #root element.')
const root = createRoot(element)
let current: Kernel | undefined

async function show({ view, theme = 'light', locale = 'en' }: GalleryTarget) {
  const scene = scenes[view]
  if (!scene) throw new Error(`The gallery has no scene for the view '${view}'.`)
  document.documentElement.removeAttribute('data-view')
  // The last view leaves the page before the next is built: a spec never sees it again.
  flushSync(() => root.render(null))
  await current?.dispose()
  const { kernel } = galleryKernel(scene, theme, locale)
  current = kernel
  await kernel.prepareModal()
  const behind = scene.behind ?? (scene.connected === false ? ['Connect'] : ['Account'])
  const [first, ...rest] = [...behind, view]
  kernel.modal.open({ view: first, params: first === view ? scene.params : undefined } as never)
  for (const id of rest)
    kernel.router.push(id as never, (id === view ? scene.params : undefined) as never)
  await settleScene(view, kernel)
  // Loaded before the first render, the modal and the view render without suspending (React
  // reveals suspended content only after a 300 ms throttle, per view). `open()` without a view
  // is never used in the gallery, so its default may point at the scene's view.
  kernel.modal.setDefaultView(() => ({ view, params: scene.params }) as never)
  await prefetchModal(kernel)
  root.render(
    <KeyportProvider keyport={kernel}>
      <Shown view={view} />
    </KeyportProvider>,
  )
}

/** Marks the page with the view's id once its kernel has mounted: the specs wait for it. */
function Shown({ view }: { view: string }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-view', view)
  }, [view])
  return null
}

/** Every plugin the gallery installs, siwx included (its scene installs it). */
const allPlugins = () => [connectPlugin({ networks: galleryNetworks }), ...galleryPlugins()]

async function registeredViews() {
  const lists = await Promise.all(
    allPlugins().map(async (plugin) => [
      ...(plugin.views ?? []),
      ...((await plugin.modal?.())?.views ?? []),
    ]),
  )
  return lists.flat().map((definition) => definition.id)
}

window.gallery = {
  show,
  registeredViews,
  scenes: Object.keys(scenes),
  plugins: allPlugins().map((plugin) => plugin.id),
}

const query = new URLSearchParams(location.search)
const view = query.get('view')
if (view)
  void show({
    view,
    theme: query.get('theme') === 'dark' ? 'dark' : 'light',
    locale: query.get('locale') ?? 'en',
  })
