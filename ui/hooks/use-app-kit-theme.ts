import { useMemo } from 'react'
import type { ThemeMode, ThemeVariables } from '../../kernel/config/options.ts'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { useStore } from './use-observable.ts'

export interface UseAppKitThemeReturnType {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  /** Merged into the current variables. */
  setThemeVariables(variables: ThemeVariables): void
}

/** The modal's and buttons' theme: dark or light, and AppKit-named token overrides. */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitInstance()
  const store = internalsOf(appKit).theme
  const theme = useStore(store, (t) => t)
  return useMemo(
    () => ({
      themeMode: theme.themeMode,
      themeVariables: theme.themeVariables,
      setThemeMode: (mode) => appKit.setThemeMode(mode),
      setThemeVariables: (variables) => appKit.setThemeVariables(variables),
    }),
    [theme, appKit],
  )
}
