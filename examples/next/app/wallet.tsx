'use client'
// portico/react's components and hooks run in client components (they read browser state); the
// server still renders them into the page's HTML. wagmi's hooks beside them see the same connection.
import { AppKitButton, useAppKitAccount } from 'portico/react'
import { useConnection } from 'wagmi'

export function Wallet() {
  const { address, status } = useAppKitAccount()
  const wagmi = useConnection()
  return (
    <>
      <AppKitButton />
      <p>
        Status: <output aria-label="Status">{status}</output>
      </p>
      <p>
        Address: <output aria-label="Address">{address ?? 'none'}</output>
      </p>
      <p>
        wagmi: <output aria-label="wagmi connection">{wagmi.status}</output>
      </p>
      <p>
        wagmi account: <output aria-label="wagmi account">{wagmi.address ?? 'none'}</output>
      </p>
    </>
  )
}
