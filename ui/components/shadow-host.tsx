import { createElement, useCallback, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react'
import { createPortal } from 'react-dom'
import { adoptStyles } from './adopt-styles.ts'

export interface ShadowHostProps extends HTMLAttributes<HTMLElement> {
  /** A custom element name, so page selectors such as `div` or `span` never match the host. */
  tag: string
  /** The only CSS inside the shadow root (fixed for the host's lifetime). */
  css: string
  /** More CSS for the server-rendered root only (e.g. the theme's variables, set on the host in a browser). */
  serverCss?: string
  hostRef?: Ref<HTMLElement>
  children?: ReactNode
}

/** Shadow roots this component filled: a root it finds otherwise came from the server's HTML. */
const filled = new WeakSet<ShadowRoot>()

/**
 * Renders its children inside an open shadow root: page CSS cannot reach them, theirs cannot leak.
 * On a server it renders them into a declarative shadow root (`<template shadowrootmode="open">`),
 * so the page's HTML already shows them before any script runs. The browser's parser turns that
 * template into the host's shadow root, leaving no light children: hydration finds what the client
 * renders (an empty host), and the client then replaces the server's content in the same commit.
 */
export function ShadowHost({ tag, css, serverCss = '', hostRef, children, ...hostProps }: ShadowHostProps) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const attach = useCallback(
    (element: HTMLElement | null) => {
      if (typeof hostRef === 'function') hostRef(element)
      else if (hostRef) (hostRef as { current: HTMLElement | null }).current = element
      if (!element) return setRoot(null)
      let shadow = element.shadowRoot
      if (shadow && !filled.has(shadow)) shadow.replaceChildren() // the server's copy
      shadow ??= element.attachShadow({ mode: 'open' })
      if (!filled.has(shadow)) {
        filled.add(shadow)
        adoptStyles(shadow, css)
      }
      setRoot(shadow)
    },
    [hostRef, css],
  )
  if (typeof window === 'undefined') {
    return createElement(
      tag,
      hostProps,
      createElement('template', { shadowrootmode: 'open' }, createElement('style', { dangerouslySetInnerHTML: { __html: css + serverCss } }), children),
    )
  }
  return createElement(tag, { ...hostProps, ref: attach }, root ? createPortal(children, root) : null)
}
