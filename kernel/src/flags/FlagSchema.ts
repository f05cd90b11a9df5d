/** One problem a flag schema found: a message and where in the value it sits. */
export type FlagIssue = {
  readonly message: string
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined
}

/** What a flag schema answers: the accepted value, or its issues. */
export type FlagSchemaResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<FlagIssue> }

/**
 * What a flag's schema must be: a Standard Schema (v1). zod 4 schemas, classic or mini, are
 * ones, and so are the kernel's own small validators; the kernel never imports a schema library
 * to check flags, so a page that declares no zod flag loads no zod.
 */
export type FlagSchema<T> = {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (value: unknown) => FlagSchemaResult<T> | Promise<FlagSchemaResult<T>>
  }
}
