import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitepress'
import { sidebar } from './sidebar.ts'

const docsDir = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig({
  title: 'Portico',
  description: 'A wallet-connection modal for web apps, with AppKit-compatible React hooks.',
  cleanUrls: true,
  // a dead link fails the build
  ignoreDeadLinks: false,
  lastUpdated: false,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Reference', link: '/reference/options' },
      { text: 'Engineering', link: '/engineering/architecture' },
    ],
    sidebar: sidebar(docsDir),
    search: { provider: 'local' },
    outline: [2, 3],
  },
})
