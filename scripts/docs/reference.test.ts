// The reference pages cover the whole public surface, read from the code (never a hand-kept list):
// every runtime export of every entry point in that entry's section of entry-points.md, every
// exported hook in hooks.md, every key of createAppKit's options type in options.md, every feature
// flag in features.md, every PorticoError code in errors.md, every view in views.md, and every page
// under docs/ in the sidebar.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../../kernel/config/features.ts'
import { pagesOf, sidebar } from '../../docs/.vitepress/sidebar.ts'
import { entryPoints, REPO_ROOT } from './entry-points.ts'
import { headings, porticoErrorCodes, section, typeKeys, viewNames } from './reference-coverage.ts'

const docs = join(REPO_ROOT, 'docs')
const page = (path: string) => readFileSync(join(docs, path), 'utf8')

describe('the reference', () => {
  it('names every runtime export of every entry point in its section of entry-points.md', { timeout: 60_000 }, async () => {
    const reference = page('reference/entry-points.md')
    const missing: string[] = []
    for (const [entry, source] of Object.entries(entryPoints())) {
      const names = Object.keys(await import(join(REPO_ROOT, source)))
      expect(names.length, entry).toBeGreaterThan(0)
      const text = section(reference, entry)
      if (!text) {
        missing.push(`${entry}: no "## \`${entry}\`" section`)
        continue
      }
      for (const name of names) if (!new RegExp('`' + name + '[`(<]').test(text)) missing.push(`${entry}: ${name}`)
    }
    expect(missing).toEqual([])
  })

  it('describes every exported hook in hooks.md', { timeout: 60_000 }, async () => {
    const hooks = new Set<string>()
    for (const source of Object.values(entryPoints())) for (const name of Object.keys(await import(join(REPO_ROOT, source)))) if (/^use[A-Z]/.test(name)) hooks.add(name)
    expect(hooks.size).toBeGreaterThan(10)
    const text = page('reference/hooks.md')
    expect([...hooks].filter((hook) => !text.includes('`' + hook + '('))).toEqual([])
  })

  it('has a section in options.md for every key of createAppKit options (read by the TypeScript compiler)', { timeout: 120_000 }, () => {
    const keys = typeKeys('ui/app-kit/create-app-kit.ts', 'CreateAppKitOptions')
    expect(keys).toContain('projectId')
    expect(keys).toContain('plugins')
    const documented = headings(page('reference/options.md'))
    expect(keys.filter((key) => !documented.includes(key))).toEqual([])
    // and nothing documented that the type does not have
    expect(documented.filter((key) => !keys.includes(key))).toEqual([])
  })

  it('has a section in features.md for every feature flag', { timeout: 120_000 }, () => {
    const flags = Object.keys(DEFAULT_FEATURES)
    expect(flags).toEqual(expect.arrayContaining(typeKeys('kernel/config/features.ts', 'Features')))
    const documented = headings(page('reference/features.md'))
    expect(flags.filter((flag) => !documented.includes(flag))).toEqual([])
    expect(documented.filter((flag) => !flags.includes(flag))).toEqual([])
  })

  it('lists every PorticoError code the source raises in errors.md', () => {
    const codes = porticoErrorCodes()
    expect(codes.length).toBeGreaterThan(30)
    const table = section(page('reference/errors.md'), 'PorticoError codes') ?? ''
    expect(codes.filter((code) => !table.includes('`' + code + '`'))).toEqual([])
  })

  it('has a section in theme-variables.md for every theme variable', { timeout: 120_000 }, () => {
    const variables = typeKeys('kernel/config/options.ts', 'ThemeVariables')
    const documented = headings(page('reference/theme-variables.md'))
    expect(variables.filter((v) => !documented.includes(v))).toEqual([])
  })

  it('has a section in instance.md for every method of the instance', { timeout: 120_000 }, () => {
    const methods = typeKeys('ui/app-kit/create-app-kit.ts', 'AppKit')
    const text = headings(page('reference/instance.md')).join('\n')
    expect(methods.filter((m) => !new RegExp('\\b' + m + '\\(').test(text))).toEqual([])
  })

  it('lists every view in views.md', () => {
    const views = viewNames()
    expect(views).toEqual(expect.arrayContaining(['Connect', 'Account', 'ApproveTransaction', 'Swap', 'SIWXSignMessage']))
    const text = page('reference/views.md')
    expect(views.filter((view) => !text.includes('`' + view + '`'))).toEqual([])
  })

  it('puts every page under guide/, reference/ and engineering/ in the sidebar', () => {
    const linked = sidebar(docs).flatMap((group) => group.items.map((item) => item.link))
    for (const folder of ['guide', 'reference', 'engineering']) {
      const files = readdirSync(join(docs, folder)).filter((f) => f.endsWith('.md'))
      expect(pagesOf(docs, folder).length).toBe(files.length)
      for (const file of files) expect(linked).toContain(`/${folder}/${file.slice(0, -3)}`)
    }
  })
})
