import type { ReactNode } from 'react'
import { ExternalLinkIcon } from './icons.tsx'
import { safeLinkUrl } from './safe-link-url.ts'

/**
 * A link to a block explorer page, opened outside the app. The URL comes from the app's network
 * definition, yet it still leaves the page: only http(s) becomes a link, otherwise nothing shows.
 */
export function ExplorerLink({ href, children, testId }: { href: string | undefined; children: ReactNode; testId?: string }) {
  const safe = safeLinkUrl(href)
  if (!safe) return null
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      className="flex items-center gap-1 text-sm text-muted underline-offset-2 hover:text-fg hover:underline focus-visible:outline-2 focus-visible:outline-accent"
    >
      {children}
      <ExternalLinkIcon />
    </a>
  )
}
