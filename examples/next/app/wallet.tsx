'use client'
// portico/react's components and hooks run in client components (they read browser state); the
// server still renders them into the page's HTML.
import { AppKitButton, useAppKitAccount } from 'portico/react'

export function Wallet() {
  const { address, status } = useAppKitAccount()
  return (
    <>
      <AppKitButton />
      <p>
        Status: <output aria-label="Status">{status}</output>
      </p>
      <p>
        Address: <output aria-label="Address">{address ?? 'none'}</output>
      </p>
    </>
  )
}
