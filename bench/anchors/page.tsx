// The page of examples/vite-react: a title, the kit's button that opens its connect modal, and the
// app's own text from wagmi's useAccount() (what "wallet picked → address visible" waits for).
import type { ReactNode } from 'react'
import { useAccount } from 'wagmi'

export function Page({ title, button }: { title: string; button: ReactNode }) {
  const { address, status } = useAccount()
  return (
    <main>
      <h1>{title}</h1>
      {button}
      <p>
        Status: <output aria-label="Status">{status}</output>
      </p>
      <p>
        Address: <output aria-label="Address">{address ?? 'none'}</output>
      </p>
    </main>
  )
}
