// Every catalog is complete and current: each shipped locale has exactly the English ids, with the
// same ICU arguments, and the compiled files are what `npm run i18n` writes from the sources.
import { readFile } from 'node:fs/promises'
import { basename, dirname, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SHIPPED_LOCALES } from '../../kernel/i18n/locale-tag.ts'
import { compile, compileAll, findScopes, localesOf, readCatalog, ROOT } from './compile-messages.ts'

/** A message's arguments as "name:type" (plural branches included), e.g. ["count:plural", "name:"]. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>()
  // Lingui's compiled form: a string, or parts that are text or [name, type?, format or branches?].
  const collect = (parts: unknown) => {
    if (!Array.isArray(parts)) return
    for (const part of parts) {
      if (!Array.isArray(part)) continue
      const [name, type, format] = part as [string, string?, unknown?]
      found.add(`${name}:${type ?? ''}`)
      if (format && typeof format === 'object') for (const branch of Object.values(format)) collect(branch)
    }
  }
  collect(compile(message))
  return [...found].sort()
}

const scopes = await findScopes()

describe('message catalogs', () => {
  it('finds the catalogs of the shell and of the plugins', () => {
    expect(scopes.map((s) => relative(ROOT, dirname(s)))).toContain('ui')
  })

  it('reads arguments the way the check below compares them', () => {
    expect(argumentsOf('Plain')).toEqual([])
    expect(argumentsOf('Hello {name}')).toEqual(['name:'])
    expect(argumentsOf('{count, plural, one {# wallet for {name}} other {# wallets}}')).toEqual(['count:plural', 'name:'])
    expect(argumentsOf('after {n, number} s')).toEqual(['n:number'])
  })

  for (const scope of scopes) {
    const name = relative(ROOT, scope)
    it(`${name}: every shipped locale has exactly the English ids, each with the same ICU arguments`, async () => {
      const locales = await localesOf(scope)
      expect(locales).toEqual([...SHIPPED_LOCALES].sort())
      const english = await readCatalog(scope, 'en')
      expect(Object.keys(english).length).toBeGreaterThan(0)
      for (const locale of locales) {
        const catalog = await readCatalog(scope, locale)
        expect(Object.keys(catalog).sort(), `${name}/${locale}.ts ids`).toEqual(Object.keys(english).sort())
        for (const [id, message] of Object.entries(english)) {
          const translated = catalog[id]!
          expect(translated.trim(), `${name}/${locale}.ts "${id}" is empty`).not.toBe('')
          expect(argumentsOf(translated), `${name}/${locale}.ts "${id}": ${translated}`).toEqual(argumentsOf(message))
        }
      }
    })
  }

  it('no message id is in two scopes (every scope prefixes its ids)', async () => {
    const owner = new Map<string, string>()
    for (const scope of scopes) {
      for (const id of Object.keys(await readCatalog(scope, 'en'))) {
        expect(owner.get(id), `"${id}" in ${relative(ROOT, scope)}`).toBeUndefined()
        owner.set(id, scope)
      }
    }
  })

  it('a "toast.<text>" id (a toast raised in English outside a view) has that very text as its English', async () => {
    for (const scope of scopes) {
      for (const [id, message] of Object.entries(await readCatalog(scope, 'en'))) {
        if (id.startsWith('toast.')) expect(message, `${relative(ROOT, scope)} "${id}"`).toBe(id.slice('toast.'.length))
      }
    }
  })

  it('the compiled catalogs are current (run `npm run i18n` after editing a catalog)', async () => {
    for (const [path, text] of await compileAll()) {
      const onDisk = await readFile(path, 'utf8').catch(() => '(missing)')
      expect(onDisk, `${relative(ROOT, path)} is stale`).toBe(text)
      expect(basename(path)).toMatch(/\.ts$/)
    }
  })
})
