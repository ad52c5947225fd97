import { describe, expect, it } from 'vitest'
import { SHIPPED_LOCALES } from '../../kernel/i18n/locale-tag.ts'
import ar from '../messages/ar.ts'
import en from '../messages/en.ts'
import es from '../messages/es.ts'
import { LOADING_LABELS } from './loading-labels.ts'

const catalogs = { en, es, ar } as const

describe('LOADING_LABELS', () => {
  it('has every shipped locale, in the words of the shell catalog', () => {
    expect(Object.keys(LOADING_LABELS).sort()).toEqual([...SHIPPED_LOCALES].sort())
    for (const locale of SHIPPED_LOCALES) {
      expect(LOADING_LABELS[locale], locale).toEqual([catalogs[locale]['modal.loading'], catalogs[locale]['modal.close']])
    }
  })
})
