import { useMemo } from 'react'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { useStore } from './use-observable.ts'

export interface UseAppKitLocaleReturnType {
  /** The BCP-47 tag the modal shows and formats with ("en" after a fallback). */
  locale: string
  /** "rtl" for Arabic: the modal's layout is mirrored. */
  dir: 'ltr' | 'rtl'
  /** Switches the modal and the buttons; resolves once the new locale shows. */
  setLocale(tag: string): Promise<void>
}

/** The modal's language, like `useAppKitTheme` for the theme. */
export function useAppKitLocale(): UseAppKitLocaleReturnType {
  const appKit = useAppKitInstance()
  const choice = useStore(internalsOf(appKit).locale, (l) => l)
  return useMemo(() => ({ locale: choice.tag, dir: choice.dir, setLocale: (tag: string) => appKit.setLocale(tag) }), [choice, appKit])
}
