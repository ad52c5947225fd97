import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Portico + Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Portico's own cookies (one per stored key, the name URI-encoded), and only those: whatever is
  // passed to a client component ends up in the page.
  const stored = Object.fromEntries(
    (await cookies())
      .getAll()
      .filter((cookie) => cookie.name.startsWith('portico'))
      .map((cookie) => [decodeURIComponent(cookie.name), cookie.value]),
  )
  return (
    <html lang="en">
      <body>
        <Providers stored={stored}>{children}</Providers>
      </body>
    </html>
  )
}
