// The instance's settings at run time: the locale, the theme, feature flags and AppKit's
// `updateOptions` over them. Each applies to the boot state at once and to the kernel once loaded.
import type { Features } from '../../kernel/config/features.ts'
import type { ThemeMode, ThemeVariables } from '../../kernel/config/options.ts'
import type { ResolvedOptions } from '../../kernel/config/resolve-options.ts'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { chooseLocale, type LocaleChoice } from '../../kernel/i18n/locale-tag.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import type { AppKit } from './app-kit-instance.ts'
import type { ThemeState } from './boot-state.ts'
import type { BootStore } from './boot-store.ts'
import { applyFeatures } from './update-features.ts'

export type SettingsApi = Pick<AppKit, 'getLocale' | 'setLocale' | 'getThemeMode' | 'setThemeMode' | 'getThemeVariables' | 'setThemeVariables' | 'updateFeatures' | 'updateOptions'>

/** What the instance's internals give these methods: its options, theme, locale and kernel. */
export interface SettingsDeps {
  readonly options: ResolvedOptions
  readonly theme: BootStore<ThemeState>
  readonly locale: BootStore<LocaleChoice>
  /** The kernel once it has loaded. */
  readonly kernel: Kernel | undefined
}

export function createSettingsApi(deps: SettingsDeps, disposed: () => boolean, warnOnce: (message: string) => void): SettingsApi {
  const { options, theme, locale } = deps
  const api: SettingsApi = {
    getLocale: () => locale.get().tag,
    async setLocale(tag) {
      if (typeof tag !== 'string') throw new TypeError(`Invalid locale: expected a BCP-47 tag such as "es", got ${typeof tag}`)
      const choice = chooseLocale(tag)
      // the modal's catalogs first, so the buttons and the modal change together
      if (deps.kernel) await deps.kernel.get(TOKENS.locale).setLocale(choice.tag)
      if (!disposed() && locale.get().tag !== choice.tag) locale.set(choice)
    },
    getThemeMode: () => theme.get().themeMode,
    setThemeMode(themeMode) {
      if (themeMode !== 'dark' && themeMode !== 'light') throw new TypeError(`Invalid theme mode "${String(themeMode)}"`)
      theme.set({ ...theme.get(), themeMode })
    },
    getThemeVariables: () => theme.get().themeVariables,
    setThemeVariables(variables) {
      theme.set({ ...theme.get(), themeVariables: { ...theme.get().themeVariables, ...variables } })
    },
    updateFeatures(features) {
      applyFeatures(features, [options, deps.kernel?.options], warnOnce)
    },
    updateOptions(changes) {
      for (const [key, value] of Object.entries(changes ?? {})) {
        if (value === undefined) continue
        if (key === 'features') api.updateFeatures(value as Partial<Features>)
        else if (key === 'themeMode') api.setThemeMode(value as ThemeMode)
        else if (key === 'themeVariables') api.setThemeVariables(value as ThemeVariables)
        else warnOnce(`updateOptions: "${key}" is fixed when createAppKit runs; the change is ignored`)
      }
    },
  }
  return api
}
