// The provider's page opens in a popup (how is not documented): opened blank within the visitor's
// click (a browser blocks a window opened later), then sent to the provider's URL once the API gives
// it. Opened without a way back to this page (opener cleared), at a size a card form fits.

/** The popup's name (one provider window at a time: a second Buy reuses it) and its size. */
export const PROVIDER_WINDOW_NAME = 'portico-onramp'
export const PROVIDER_WINDOW_FEATURES = 'popup=yes,width=480,height=720'

/** Opens the blank window now, inside the click; null when the browser blocked it. */
export function openProviderWindow(win: Pick<Window, 'open'>): Window | null {
  try {
    const popup = win.open('about:blank', PROVIDER_WINDOW_NAME, PROVIDER_WINDOW_FEATURES)
    if (!popup) return null
    // the provider's page cannot reach back into the app
    popup.opener = null
    return popup
  } catch {
    return null
  }
}

/** Sends the opened window to the provider's page; false when it was closed meanwhile. */
export function showProvider(popup: Window, url: string): boolean {
  if (popup.closed) return false
  popup.location.replace(url)
  return true
}
