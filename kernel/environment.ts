/** What the kernel knows of the page it runs in. On a server, `window` is undefined. */
export interface Environment {
  window: Window | undefined
  isMobile(): boolean
}

export function createEnvironment(win: Window | undefined): Environment {
  return {
    window: win,
    isMobile: () => {
      const ua = win?.navigator?.userAgent ?? ''
      return /Android|iPhone|iPad|iPod|Mobile/i.test(ua)
    },
  }
}
