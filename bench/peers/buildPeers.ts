import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { peerPages } from './peerPages'

// `npm run bench:peers [-- <dir>]`: installs each peer from the npm registry into a folder outside
// the repository (default: <tmp>/keyport-peers), builds its quick-start page with Vite in
// production mode, and writes peers.json for `npm run bench -- --peer <dir>/peers.json`.
const root = process.argv[2] ?? join(tmpdir(), 'keyport-peers')
const specs = []
for (const [id, peer] of Object.entries(peerPages)) {
  const dir = join(root, id)
  mkdirSync(join(dir, 'src'), { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: `peer-${id}`,
      private: true,
      type: 'module',
      dependencies: peer.dependencies,
      devDependencies: { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' },
    }),
  )
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>peer</title><link rel="icon" href="data:," /></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
  )
  writeFileSync(join(dir, 'src', 'main.jsx'), peer.main)
  writeFileSync(
    join(dir, 'vite.config.js'),
    "import react from '@vitejs/plugin-react'\nexport default { plugins: [react()], base: './' }\n",
  )
  console.log(`${peer.name}: npm install and vite build in ${dir}`)
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  })
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  specs.push({ name: peer.name, dir: join(dir, 'dist'), button: peer.button, list: peer.list })
}
writeFileSync(join(root, 'peers.json'), `${JSON.stringify(specs, null, 2)}\n`)
console.log(
  `Wrote ${join(root, 'peers.json')}: npm run bench -- --peer ${join(root, 'peers.json')}`,
)
