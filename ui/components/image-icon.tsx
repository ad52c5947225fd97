import { useState, type ReactNode } from 'react'
import { isSafeImageUrl } from './safe-image-url.ts'

export interface ImageIconProps {
  src?: string
  /** Shown when there is no (safe, loadable) image. */
  fallback: ReactNode
  size?: number
  rounded?: 'md' | 'full'
}

/** A wallet or network icon. Decorative: the button around it is named by the wallet's name. */
export function ImageIcon({ src, fallback, size = 40, rounded = 'md' }: ImageIconProps) {
  const [failed, setFailed] = useState(false)
  const radius = rounded === 'full' ? 'rounded-full' : 'rounded-md'
  if (!isSafeImageUrl(src) || failed) {
    return (
      <span
        aria-hidden="true"
        className={`flex shrink-0 items-center justify-center border border-line bg-surface-hover text-muted ${radius}`}
        style={{ width: size, height: size }}
      >
        {fallback}
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      draggable={false}
      onError={() => setFailed(true)}
      className={`shrink-0 border border-line object-cover ${radius}`}
      style={{ width: size, height: size }}
    />
  )
}
