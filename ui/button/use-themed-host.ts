import { useLayoutEffect, useRef } from 'react'
import { internalsOf, type AppKit } from '../app-kit/app-kit-instance.ts'
import { useStore } from '../hooks/use-observable.ts'
import { applyTheme, themeProperties } from '../theme/theme-variables.ts'
import { useFinalFont } from './use-final-font.ts'

/** A ref for a shadow host that carries the instance's theme mode and variables. */
export function useThemedHost(appKit: AppKit) {
  const store = internalsOf(appKit).theme
  const theme = useStore(store, (t) => t)
  const ref = useRef<HTMLElement>(null)
  useFinalFont(ref)
  useLayoutEffect(() => {
    if (ref.current) applyTheme(ref.current, theme.themeMode, theme.themeVariables)
  }, [theme])
  return ref
}

/** The theme as `:host{…}` CSS, for the server-rendered shadow root (a browser sets it on the host instead). */
export function useServerThemeCss(appKit: AppKit): string {
  const store = internalsOf(appKit).theme
  const theme = useStore(store, (t) => t)
  if (typeof window !== 'undefined') return ''
  const properties = Object.entries(themeProperties(theme.themeMode, theme.themeVariables)).map(([name, value]) => `${name}:${value}`)
  return `:host{${properties.join(';')}}`
}
