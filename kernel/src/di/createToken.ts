declare const tokenType: unique symbol

/** A typed DI token. At run time it is a symbol described by its dotted id. */
export type Token<T> = symbol & { readonly [tokenType]?: T }

/** The service type a token stands for. */
export type TokenType<TToken> = TToken extends Token<infer T> ? T : never

/**
 * Declares a typed DI token. Ids are dotted: `kernel.*` for the kernel, `<pluginId>.*` for plugins.
 *
 * @example
 * export const httpClientToken = createToken<HttpClient>('kernel.http')
 */
export function createToken<T>(id: string): Token<T> {
  if (!/^[a-z][\w-]*(\.[\w-]+)+$/i.test(id))
    throw new TypeError(`Token id '${id}' must be dotted, like 'kernel.http' or 'swap.quotes'.`)
  return Symbol(id) as Token<T>
}

/** The dotted id a token was created with. */
export function tokenId(token: Token<unknown>): string {
  return token.description ?? String(token)
}
