import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { readStoredCookies } from 'portico'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Portico + Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Portico's own cookies, and only those: whatever is passed to a client component ends up in the page.
  const stored = readStoredCookies((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers stored={stored}>{children}</Providers>
      </body>
    </html>
  )
}
