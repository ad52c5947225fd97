import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { readStoredCookies } from 'portico'
import { parseCookie } from 'wagmi'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Portico + Next.js' }

/** wagmi's stored state (createStorage's default key 'wagmi'). */
const WAGMI_COOKIE = 'wagmi.store'

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie')
  // Portico's own cookies and wagmi's stored state, and only those: whatever is passed to a client
  // component ends up in the page.
  const stored = readStoredCookies(cookie)
  const wagmiState = cookie ? parseCookie(cookie, WAGMI_COOKIE) : undefined
  return (
    <html lang="en">
      <body>
        <Providers stored={stored} wagmiCookie={wagmiState ? `${WAGMI_COOKIE}=${wagmiState}` : undefined}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
