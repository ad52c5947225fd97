/** The Sandbox Wallet's EIP-6963 icon: an inline SVG data URI (no network request). */
export const sandboxWalletIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#f59e0b"/>' +
      '<path d="M20 62c8-6 16-6 24 0s16 6 24 0l8 0v14H20z" fill="#fde68a"/>' +
      '<rect x="26" y="26" width="44" height="30" rx="8" fill="#1f2937"/><circle cx="58" cy="41" r="5" fill="#fbbf24"/></svg>',
  )
