import { createElement, useCallback, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react'
import { createPortal } from 'react-dom'
import { adoptStyles } from './adopt-styles.ts'

export interface ShadowHostProps extends HTMLAttributes<HTMLElement> {
  /** A custom element name, so page selectors such as `div` or `span` never match the host. */
  tag: string
  /** The only CSS inside the shadow root (fixed for the host's lifetime). */
  css: string
  hostRef?: Ref<HTMLElement>
  children?: ReactNode
}

/**
 * Renders its children inside an open shadow root: page CSS cannot reach them, theirs cannot leak.
 * On a server only the empty host renders; the content appears before the first paint in the browser.
 */
export function ShadowHost({ tag, css, hostRef, children, ...hostProps }: ShadowHostProps) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const attach = useCallback(
    (element: HTMLElement | null) => {
      if (typeof hostRef === 'function') hostRef(element)
      else if (hostRef) (hostRef as { current: HTMLElement | null }).current = element
      if (!element || element.shadowRoot) return setRoot(element?.shadowRoot ?? null)
      const root = element.attachShadow({ mode: 'open' })
      adoptStyles(root, css)
      setRoot(root)
    },
    [hostRef, css],
  )
  return createElement(
    tag,
    { ...hostProps, ref: attach },
    root ? createPortal(children, root) : null,
  )
}
