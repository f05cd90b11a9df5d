// `prepack` of @keyport/cli: the example apps are the templates of `keyport new app --template`;
// an installed CLI has no checkout to read them from, so its package takes a copy along.
// `postpack` (`--remove`) takes the copy out again: in the checkout the CLI reads examples/, and
// the unit tests must not find the examples' own tests under cli/.
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { templateFilter } from '../utils/templateFilter.ts'
import { appTemplates, cliDir, exampleDir, keyportCheckout } from '../utils/templatesDir.ts'

const remove = process.argv.includes('--remove')
rmSync(join(cliDir, 'dist', 'examples'), { recursive: true, force: true })
for (const template of remove
  ? []
  : (Object.keys(appTemplates) as Array<keyof typeof appTemplates>)) {
  const to = join(cliDir, 'dist', 'examples', template)
  cpSync(exampleDir(template, keyportCheckout), to, {
    recursive: true,
    filter: (path) => templateFilter(path),
  })
  // npm leaves a package's .gitignore files out; copyTemplate names it back.
  cpSync(join(to, '.gitignore'), join(to, '_gitignore'))
  rmSync(join(to, '.gitignore'))
}
