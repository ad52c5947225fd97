// A page for storage tests: a cookie jar behind `document.cookie` (set lines with `max-age=0`
// delete) and a Map-backed localStorage.

/** A page with a cookie jar (what `document.cookie` shows) and, unless told otherwise, a localStorage. */
export function cookiePage(cookies: Record<string, string> = {}, withLocalStorage = true) {
  const jar = new Map(Object.entries(cookies).map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)]))
  const local = new Map<string, string>()
  const document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(line: string) {
      const [pair, ...attrs] = line.split('; ')
      const eq = pair!.indexOf('=')
      const [k, v] = [pair!.slice(0, eq), pair!.slice(eq + 1)]
      if (attrs.includes('max-age=0')) jar.delete(k)
      else jar.set(k, v)
    },
  }
  const localStorage = {
    getItem: (k: string) => local.get(k) ?? null,
    setItem: (k: string, v: string) => void local.set(k, v),
    removeItem: (k: string) => void local.delete(k),
  }
  const win = (withLocalStorage ? { document, localStorage } : { document }) as unknown as Window
  return { win, document, local, jar }
}
