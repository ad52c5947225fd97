// What an app may set on embeddedWallet(): read by the plugin's entry and by its lazily loaded parts.

export interface EmbeddedWalletOptions {
  /**
   * How a social login (google, x, discord, github, apple, facebook) reaches its consent page.
   * 'popup' (default): a 600×800 window opens on the click and the page stays as it is.
   * 'redirect': the whole page goes to the consent page and comes back to the same URL, where the
   * login finishes as the page loads (for browsers that block pop-ups, e.g. in-app browsers).
   * Inside an app's webview (Instagram, X, Farcaster, Telegram, an Android WebView...) the login goes
   * by redirect whatever this says: no popup opens there.
   */
  socialLogin?: 'popup' | 'redirect'
  /**
   * A default ERC-7677 paymaster service URL per EVM chain id: a wallet_sendCalls of the embedded
   * smart account on a listed chain that names no paymasterService capability of its own is
   * sponsored by it (the user's ETH pays no gas). Example: `{ 8453: 'https://…/paymaster' }`.
   */
  paymasterUrls?: Readonly<Record<number, string>>
}
