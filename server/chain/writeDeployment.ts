import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { type Deployment, deploymentFile, deploymentSchema } from './deployment.ts'

/**
 * Validates the deployment and writes it to `file`: to a temporary file first, then renamed, so
 * a service reading it mid-write never sees half a JSON document.
 *
 * @example
 * writeDeployment(chains.deployment) // -> .keyport/deployment.json
 */
export function writeDeployment(deployment: Deployment, file: string = deploymentFile()): string {
  const valid = deploymentSchema.parse(deployment)
  mkdirSync(dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, `${JSON.stringify(valid, null, 2)}\n`)
  renameSync(partial, file)
  return file
}
