// What an AppKit instance is, for the parts of the shell that hold one: the public instance type,
// the internals the shell reads beside it, and the page's default instance. Views and hooks import
// these from here, never from create-app-kit.ts, so the views that createAppKit composes do not
// import it back.
import type { PorticoOptions, ThemeMode, ThemeVariables } from '../../kernel/config/options.ts'
import type { ResolvedOptions } from '../../kernel/config/resolve-options.ts'
import type { AccountState } from '../../kernel/connection/account-state.ts'
import type { Features } from '../../kernel/config/features.ts'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import type { LocaleChoice } from '../../kernel/i18n/locale-tag.ts'
import type { OpenOptions } from '../../kernel/modal/modal.ts'
import type { NetworkState } from '../../kernel/network/initial-network.ts'
import type { ViewName } from '../../kernel/router/views.ts'
import type { BootEvents } from './boot-events.ts'
import type { ThemeState } from './boot-state.ts'
import type { ReadableStore } from './boot-store.ts'
import type { AppKitInstanceApi, AppKitState } from './instance-api.ts'

export type { AppKitState } from './instance-api.ts'

/** The object `createAppKit` returns: AppKit's documented instance over one kernel, no internal setters. */
export interface AppKit extends AppKitInstanceApi {
  /** Opens the modal; resolves once it shows. */
  open<V extends ViewName>(options?: OpenOptions<V>): Promise<void>
  /** Closes the modal, unless the current view refuses (the modal then shakes). */
  close(): void
  /** The modal's locale: the BCP-47 tag it formats with ("en" after a fallback). */
  getLocale(): string
  /**
   * Switches the modal and the buttons to a BCP-47 tag at run time (unknown tags fall back to
   * English with a console warning naming the tag); resolves once the new locale shows.
   */
  setLocale(tag: string): Promise<void>
  getThemeMode(): ThemeMode
  setThemeMode(mode: ThemeMode): void
  getThemeVariables(): ThemeVariables
  setThemeVariables(variables: ThemeVariables): void
  /**
   * Changes feature flags at run time (merged into the current ones). A view reads them when it
   * renders: an open view shows the change the next time it draws, e.g. on the next open. A key
   * Portico does not know is named in a console warning and ignored, as at creation.
   */
  updateFeatures(features: Partial<Features>): void
  /**
   * AppKit's `updateOptions`: `features`, `themeMode` and `themeVariables` change at run time;
   * any other option is fixed at creation, and a console warning names it.
   */
  updateOptions(options: Partial<Pick<PorticoOptions, 'features' | 'themeMode' | 'themeVariables'>> & Record<string, unknown>): void
  /** Unmounts the modal and stops the kernel; the instance is unusable afterwards. */
  dispose(): void
}

/** What the shell needs beyond the public surface; never exported from `portico/react`. */
export interface AppKitInternals {
  /** The validated options (known before the kernel loads). */
  readonly options: ResolvedOptions
  /** The kernel once it has loaded; undefined before, and always on a server. */
  readonly kernel: Kernel | undefined
  /** Loads the kernel once (retried after a failed chunk load); rejects on a server. */
  loadKernel(): Promise<Kernel>
  /** Stored state until the kernel loads, then the kernel's: what the buttons and public hooks read. */
  readonly network: ReadableStore<NetworkState>
  readonly accounts: ReadableStore<Readonly<Record<string, AccountState>>>
  readonly state: ReadableStore<AppKitState>
  readonly theme: ReadableStore<ThemeState>
  /** The locale the buttons and the modal show (the kernel's locale service follows `setLocale`). */
  readonly locale: ReadableStore<LocaleChoice>
  /** The instance's events as the page hears them (subscribeEvents, useAppKitEvents). */
  readonly events: BootEvents
  /** The element focused when the modal last opened: focus returns there on close. */
  opener: Element | null
  /**
   * Starts fetching the kernel, the modal chunk and a view's chunk with its sections (default: the
   * one an open would show now), then mounts the overlay modal, closed: an open only renders it.
   */
  preload(view?: ViewName): void
}

const internals = new WeakMap<AppKit, AppKitInternals>()
let defaultInstance: AppKit | undefined

/**
 * Records a new instance's internals; it becomes the page's default unless one exists already or
 * `mayBeDefault` is false (a server's per-request instance).
 */
export function registerAppKit(appKit: AppKit, inner: AppKitInternals, mayBeDefault: boolean): void {
  internals.set(appKit, inner)
  if (mayBeDefault) defaultInstance ??= appKit
}

/** A disposed instance stops being the page's default. */
export function forgetAppKit(appKit: AppKit): void {
  if (defaultInstance === appKit) defaultInstance = undefined
}

export function internalsOf(appKit: AppKit): AppKitInternals {
  const found = internals.get(appKit)
  if (!found) throw new TypeError('Not an AppKit instance: create one with createAppKit()')
  return found
}

/** The page's default instance: the first one `createAppKit` made (and has not disposed). */
export function getDefaultAppKit(): AppKit | undefined {
  return defaultInstance
}
