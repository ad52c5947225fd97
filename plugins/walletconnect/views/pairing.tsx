// What both WalletConnect views share: the connection started on mount, the current pairing URI,
// its QR code and the 'Copy link' button. Loaded only with a view (the `qr` encoder with it).
import { useEffect, useRef, useState } from 'react'
import { messageOf, TOKENS, type ChainAdapter, type Kernel, type RecentWallet } from 'portico'
import {
  useKernel,
  SecondaryButton,
  CopyIcon,
  ErrorIcon,
  copyToClipboard,
  QrCode as QrSvg,
  useTranslate,
} from '../../../ui/kit/index.ts'
import { staleAt } from './links.ts'
import messages from '../messages/compiled/en.ts'

/** The WalletConnect connector's id (adapter.ts), kept literal so this chunk does not pull the adapter. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

type UriSource = ChainAdapter & { uri$: { subscribe(fn: (uri: string | null) => void): { unsubscribe(): void } } }

/** The adapter serving the WalletConnect connector and publishing its pairing URI. */
export function findUriSource(kernel: Kernel): UriSource | undefined {
  return kernel.get(TOKENS.adapters).find((a): a is UriSource => {
    if (!('uri$' in a) || !a.uri$) return false
    let ids: string[] = []
    a.connectors$.subscribe((list) => (ids = list.map((c) => c.id))).unsubscribe()
    return ids.includes(WALLETCONNECT_CONNECTOR_ID)
  })
}

export interface Pairing {
  /** The URI to show now; undefined while none (or the last one went stale). */
  uri: string | undefined
  error: string | undefined
  retry(): void
}

/**
 * Starts `connect('walletConnect')` once per attempt (StrictMode runs effects twice) and follows
 * the adapter's URI. A URI past its lifetime (4 minutes, minus a 10 s margin) is never shown, whether or not
 * a fresh one has arrived. On success the kernel resets the router to Account. `wallet`: the
 * listing wallet the visitor picked, remembered as recent instead of "WalletConnect".
 */
export function usePairing(wallet?: RecentWallet): Pairing {
  const kernel = useKernel()
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<string>()
  const [uri, setUri] = useState<string>()
  const started = useRef(-1)
  const picked = useRef(wallet)
  picked.current = wallet
  const mounted = useRef(false)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    const source = findUriSource(kernel)
    if (!source) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const subscription = source.uri$.subscribe((next) => {
      clearTimeout(timer)
      const stale = next ? staleAt(next) : undefined
      const left = stale === undefined ? Infinity : stale - Date.now()
      setUri(next && left > 0 ? next : undefined)
      if (next && left > 0 && left !== Infinity) timer = setTimeout(() => setUri((shown) => (shown === next ? undefined : shown)), left)
    })
    return () => {
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [kernel])

  useEffect(() => {
    if (started.current === attempt) return
    started.current = attempt
    kernel
      .get(TOKENS.connection)
      .connect(WALLETCONNECT_CONNECTOR_ID, picked.current ? { wallet: picked.current } : {})
      .catch((e: unknown) => {
        if (mounted.current) setError(messageOf(e))
      })
  }, [attempt, kernel])

  return {
    uri: error ? undefined : uri,
    error,
    retry: () => {
      setError(undefined)
      setAttempt((n) => n + 1)
    },
  }
}

/** The QR code of `uri` as an <svg> named for screen readers; a placeholder while there is none. */
export function QrCode({ uri, label }: { uri: string | undefined; label: string }) {
  const t = useTranslate(messages)
  if (!uri)
    return (
      <div
        className="flex size-56 items-center justify-center rounded-lg bg-surface text-sm text-muted"
        data-testid="wc-qr-pending"
      >
        {t('wc.preparing')}
      </div>
    )
  return <QrSvg value={uri} label={label} data-testid="wc-qr" data-uri={uri} />
}

/** Writes the URI to the clipboard and says so in a toast. */
export function CopyLinkButton({ uri }: { uri: string | undefined }) {
  const kernel = useKernel()
  const t = useTranslate(messages)
  const copy = async () => {
    if (uri) await copyToClipboard(kernel.get(TOKENS.toast), uri, 'link', { copied: t('wc.linkCopied'), failed: t('wc.linkCopyFailed') })
  }
  return (
    <SecondaryButton disabled={!uri} onClick={() => void copy()} data-testid="wc-copy-link">
      <CopyIcon />
      {t('wc.copyLink')}
    </SecondaryButton>
  )
}

/** The declined / failed state with its retry, as in ConnectingExternal. */
export function PairingError({ error, name, onRetry }: { error: string; name: string; onRetry(): void }) {
  const t = useTranslate(messages)
  return (
    <>
      <p role="alert" className="flex items-center gap-2 text-base font-semibold text-error" data-testid="connecting-error">
        <ErrorIcon />
        {error}
      </p>
      <p className="text-sm text-muted">{t('wc.notMade', { name })}</p>
      <SecondaryButton data-testid="connecting-retry" onClick={onRetry}>
        {t('wc.tryAgain')}
      </SecondaryButton>
    </>
  )
}
