import type { SVGProps } from 'react'

/** Decorative icons: hidden from assistive technology, the control carries the name. */
function Svg(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  )
}

export const CloseIcon = () => (
  <Svg>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
)
// Back and the chevron point the reading direction's way: mirrored right to left.
export const BackIcon = () => (
  <Svg className="rtl:-scale-x-100">
    <path d="M15 18l-6-6 6-6" />
  </Svg>
)
export const ChevronIcon = () => (
  <Svg width="16" height="16" className="rtl:-scale-x-100">
    <path d="M9 18l6-6-6-6" />
  </Svg>
)
export const CopyIcon = () => (
  <Svg width="16" height="16">
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Svg>
)
export const CheckIcon = () => (
  <Svg width="16" height="16">
    <path d="M5 12l5 5L20 7" />
  </Svg>
)
export const ErrorIcon = () => (
  <Svg width="16" height="16">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.01" />
  </Svg>
)
export const WalletIcon = () => (
  <Svg>
    <path d="M3 7a2 2 0 0 1 2-2h13v4" />
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M16 13.5h.01" />
  </Svg>
)
export const NetworkIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Svg>
)
export const DisconnectIcon = () => (
  <Svg width="16" height="16">
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </Svg>
)
export const SearchIcon = () => (
  <Svg width="16" height="16">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Svg>
)
export const GridIcon = () => (
  <Svg>
    <rect x="4" y="4" width="6" height="6" rx="1.5" />
    <rect x="14" y="4" width="6" height="6" rx="1.5" />
    <rect x="4" y="14" width="6" height="6" rx="1.5" />
    <rect x="14" y="14" width="6" height="6" rx="1.5" />
  </Svg>
)
/** A filled check seal: the listing's "certified" badge (the element around it carries the label). */
export const CertifiedIcon = () => (
  <Svg width="16" height="16" strokeWidth="1.5">
    <path d="M12 2.5l2.4 1.7 2.9-.2.9 2.8 2.4 1.7-.9 2.8.9 2.8-2.4 1.7-.9 2.8-2.9-.2L12 21.5l-2.4-1.7-2.9.2-.9-2.8-2.4-1.7.9-2.8-.9-2.8 2.4-1.7.9-2.8 2.9.2z" fill="currentColor" />
    <path d="M8.5 12l2.5 2.5 4.5-5" stroke="var(--pc-bg)" strokeWidth="2" />
  </Svg>
)
export const ExternalLinkIcon = () => (
  <Svg width="16" height="16">
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
)
