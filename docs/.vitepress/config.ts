import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DefaultTheme, defineConfig } from 'vitepress'

const docs = dirname(dirname(fileURLToPath(import.meta.url)))

/** The first heading of a page, for its sidebar entry. */
function titleOf(file: string): string {
  const heading = /^# (.+)$/m.exec(readFileSync(file, 'utf8'))
  return heading?.[1]?.replaceAll('`', '') ?? file
}

function decisions(): DefaultTheme.SidebarItem[] {
  return readdirSync(join(docs, 'decisions'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      text: titleOf(join(docs, 'decisions', name)),
      link: `/decisions/${name.slice(0, -3)}`,
    }))
}

/** One entry per published entry point, from the module list TypeDoc wrote (scripts/docs/apiReference.ts). */
function apiModules(): DefaultTheme.SidebarItem[] {
  const index = join(docs, 'api/index.md')
  if (!existsSync(index)) return []
  return [...readFileSync(index, 'utf8').matchAll(/^- \[(.+)\]\((.+)\.md\)$/gm)].map(
    ([, text, path]) => ({ text, link: `/api/${path}` }),
  )
}

const plugins = [
  ['connect', 'Connect'],
  ['email-social', 'Email and social login'],
  ['siwx', 'Sign In With X'],
  ['swap', 'Swap'],
  ['onramp', 'Buy (on-ramp)'],
  ['names', 'Names'],
  ['history', 'Activity'],
  ['send-receive', 'Send and receive'],
] as const

export default defineConfig({
  title: 'Keyport',
  description: 'A small, fast, accessible wallet-connection modal and the backends it runs on.',
  cleanUrls: true,
  // Dead links fail the build (VitePress' default, kept on purpose); scripts/docs/checkAnchors.ts
  // checks the #anchors of the built pages.
  ignoreDeadLinks: false,
  // The pages are plain Markdown: `<recipient>` in a sentence is text, not an HTML element.
  markdown: { html: false },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started-vite' },
      { text: 'Plugins', link: '/plugins/connect' },
      { text: 'API', link: '/api/' },
      { text: 'Self-hosting', link: '/deploy' },
    ],
    // The guides are searchable; the API pages (most of the text) have their own sidebar, and
    // indexing them took a third of the build's CPU time.
    search: {
      provider: 'local',
      options: {
        _render: (src, env, md) => (env.relativePath.startsWith('api/') ? '' : md.render(src, env)),
      },
    },
    // The API pages list each export under a level-3 heading.
    outline: [2, 3],
    sidebar: {
      '/api/': [{ text: 'API reference', link: '/api/', items: apiModules() }],
      '/': [
        {
          text: 'Getting started',
          items: [
            { text: 'Vite and React', link: '/guide/getting-started-vite' },
            { text: 'Next.js (App Router)', link: '/guide/getting-started-next' },
            { text: 'wagmi', link: '/guide/wagmi' },
          ],
        },
        {
          text: 'Using Keyport',
          items: [
            { text: 'Options', link: '/guide/options' },
            { text: 'Hooks and components', link: '/guide/hooks' },
            { text: 'Theming', link: '/guide/theming' },
            { text: 'Gas sponsorship and wallet calls', link: '/guide/sponsorship' },
            { text: 'EIP-7702: same address, smart-account powers', link: '/guide/eip7702' },
          ],
        },
        {
          text: 'Plugins',
          items: plugins.map(([id, text]) => ({ text, link: `/plugins/${id}` })),
        },
        {
          text: 'Backends',
          items: [
            { text: 'Self-hosting', link: '/deploy' },
            { text: 'Scaling', link: '/scaling' },
            { text: 'Security', link: '/security' },
          ],
        },
        {
          text: 'Design',
          items: [
            { text: 'Architecture', link: '/architecture' },
            { text: 'Spec coverage', link: '/spec-coverage' },
            { text: 'Decisions', collapsed: true, items: decisions() },
          ],
        },
        { text: 'API reference', link: '/api/' },
      ],
    },
  },
})
