import './reflect'

/**
 * tsyringe's `@inject(token)`, re-exported so a plugin never imports tsyringe before the
 * Reflect polyfill has loaded.
 *
 * @example
 * class Quotes { constructor(@inject(dataApiToken) private api: HttpClient) {} }
 */
export { inject } from 'tsyringe'
