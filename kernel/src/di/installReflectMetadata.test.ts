import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'
import { installReflectMetadata, type ReflectMetadataApi } from './installReflectMetadata'

const fresh = () => {
  const target = {}
  installReflectMetadata(target)
  return target as ReflectMetadataApi
}

describe('installReflectMetadata', () => {
  test('behavior: records metadata per object and property, and forgets it on delete', () => {
    const api = fresh()
    class Service {}
    api.defineMetadata('tokens', { 0: 'a' }, Service)
    api.defineMetadata('tokens', 'on a method', Service, 'run')
    expect(api.getOwnMetadata('tokens', Service)).toEqual({ 0: 'a' })
    expect(api.getOwnMetadata('tokens', Service, 'run')).toBe('on a method')
    expect(api.getOwnMetadataKeys(Service)).toEqual(['tokens'])
    expect(api.hasOwnMetadata('other', Service)).toBe(false)
    expect(api.deleteMetadata('tokens', Service)).toBe(true)
    expect(api.getOwnMetadata('tokens', Service)).toBeUndefined()
  })

  test('behavior: getMetadata sees a base class’s metadata; own lookups do not', () => {
    const api = fresh()
    class Base {}
    class Derived extends Base {}
    api.metadata('design:paramtypes', [String])(Base)
    expect(api.getMetadata('design:paramtypes', Derived)).toEqual([String])
    expect(api.hasMetadata('design:paramtypes', Derived)).toBe(true)
    expect(api.getOwnMetadata('design:paramtypes', Derived)).toBeUndefined()
  })

  test('behavior: an API already there (a host’s reflect-metadata) is kept', () => {
    const getMetadata = () => 'host'
    const target = { getMetadata }
    installReflectMetadata(target)
    expect(target.getMetadata).toBe(getMetadata)
    expect('defineMetadata' in target).toBe(false)
  })

  test('behavior: reflect-metadata loaded afterwards still reads what was recorded', async () => {
    const fixture = fileURLToPath(new URL('./reflectInterop.fixture.ts', import.meta.url))
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fixture])
    expect(JSON.parse(stdout)).toEqual({ kept: { 0: 'kernel.http' }, later: 1 })
  }, 60_000)
})
