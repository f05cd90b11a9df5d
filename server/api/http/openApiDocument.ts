import * as z from 'zod'
import type { AnyRoute } from './defineRoute.ts'

const toSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })

/** An OpenAPI 3.1 document generated from the routes' zod schemas. */
export function openApiDocument(routes: readonly AnyRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}')
    const parameters: unknown[] = []
    for (const [where, schema] of [
      ['path', route.params],
      ['query', route.query],
    ] as const) {
      const json = schema
        ? (toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] })
        : {}
      for (const [name, property] of Object.entries(json.properties ?? {}))
        parameters.push({
          name,
          in: where,
          required: where === 'path' || json.required?.includes(name),
          schema: property,
        })
    }
    if (route.auth !== 'none')
      parameters.push({
        name: 'projectId',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      })
    if (route.auth === 'secret')
      parameters.push({
        name: 'authorization',
        in: 'header',
        required: true,
        description: "Bearer <the project's secret key>",
        schema: { type: 'string' },
      })
    paths[path] ??= {}
    ;(paths[path] as Record<string, unknown>)[route.method.toLowerCase()] = {
      summary: route.summary,
      parameters,
      ...(route.body
        ? {
            requestBody: {
              content: {
                [route.accepts === 'form'
                  ? 'application/x-www-form-urlencoded'
                  : 'application/json']: { schema: toSchema(route.body) },
              },
            },
          }
        : {}),
      responses: {
        200: {
          description: 'OK',
          content: {
            [route.respond === 'html' ? 'text/html' : 'application/json']: {
              schema: z.toJSONSchema(route.response, { unrepresentable: 'any' }),
            },
          },
        },
        default: { description: "An error with reasons; show the first reason's description." },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Keyport data API', version: '0.1.0' },
    servers: [{ url: serverUrl }],
    paths,
  }
}
