type Key = unknown
type Target = object
type Property = string | symbol | undefined

/** The part of the Reflect metadata API that tsyringe and `@inject(token)` call. */
export type ReflectMetadataApi = {
  defineMetadata(key: Key, value: unknown, target: Target, property?: Property): void
  getOwnMetadata(key: Key, target: Target, property?: Property): unknown
  hasOwnMetadata(key: Key, target: Target, property?: Property): boolean
  getOwnMetadataKeys(target: Target, property?: Property): Key[]
  deleteMetadata(key: Key, target: Target, property?: Property): boolean
  getMetadata(key: Key, target: Target, property?: Property): unknown
  hasMetadata(key: Key, target: Target, property?: Property): boolean
  metadata(key: Key, value: unknown): (target: Target, property?: Property) => void
}

/**
 * Gives `target` (the global `Reflect`) the metadata functions tsyringe needs, unless it has them
 * already (a host that loads `reflect-metadata` keeps it). The kernel never reads reflected
 * types, only the tokens `@inject` records, so a WeakMap does the job of the 29 kB polyfill in
 * every host page. `reflect-metadata` loaded later still sees what was recorded here: it reads an
 * existing API through these same functions.
 *
 * @example
 * installReflectMetadata(Reflect)
 */
export function installReflectMetadata(target: object): void {
  const api = target as Partial<ReflectMetadataApi>
  if (typeof api.getMetadata === 'function') return
  const store = new WeakMap<object, Map<Property, Map<Key, unknown>>>()
  const own = (object: Target, property: Property, create: boolean) => {
    let byProperty = store.get(object)
    if (!byProperty && create) {
      byProperty = new Map()
      store.set(object, byProperty)
    }
    let entries = byProperty?.get(property)
    if (!entries && create) {
      entries = new Map()
      byProperty?.set(property, entries)
    }
    return entries
  }
  const chain = function* (object: Target) {
    for (let at: Target | null = object; at; at = Object.getPrototypeOf(at)) yield at
  }
  const methods: ReflectMetadataApi = {
    defineMetadata: (key, value, object, property) => {
      own(object, property, true)?.set(key, value)
    },
    getOwnMetadata: (key, object, property) => own(object, property, false)?.get(key),
    hasOwnMetadata: (key, object, property) => own(object, property, false)?.has(key) ?? false,
    getOwnMetadataKeys: (object, property) => [...(own(object, property, false)?.keys() ?? [])],
    deleteMetadata: (key, object, property) => own(object, property, false)?.delete(key) ?? false,
    getMetadata: (key, object, property) => {
      for (const at of chain(object)) {
        const entries = own(at, property, false)
        if (entries?.has(key)) return entries.get(key)
      }
      return undefined
    },
    hasMetadata: (key, object, property) =>
      [...chain(object)].some((at) => own(at, property, false)?.has(key)),
    metadata: (key, value) => (object, property) =>
      methods.defineMetadata(key, value, object, property),
  }
  for (const [name, fn] of Object.entries(methods))
    Object.defineProperty(target, name, { value: fn, writable: true, configurable: true })
}
