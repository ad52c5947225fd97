import type { ComponentType } from 'react'
import type { DataOf, Kernel, ViewName } from '../../kernel/index.ts'

/** What the outlet passes to every view component. */
export interface ViewProps<V extends ViewName = ViewName> {
  /** The data the view was pushed with (`router.push(view, data)`). */
  data: DataOf<V>
}

/** The header title of a view: fixed, or computed from its data (e.g. the wallet's name). */
export type ViewTitle<V extends ViewName = ViewName> = string | ((context: { data: DataOf<V>; kernel: Kernel }) => string)

/** The shape of a lazily loaded view module, as contributed by a plugin's `views`. */
export interface ViewModule<V extends ViewName = ViewName> {
  default: ComponentType<ViewProps<V>>
  title?: ViewTitle<V>
  /** The message id of a fixed `title` in its scope's catalog: other locales show that message. */
  titleId?: string
  /** The plugin sections (views by name, e.g. 'ConnectSection') it shows: loaded before it shows. */
  sections?: readonly string[]
}
