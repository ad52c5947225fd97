// A fetch for Node tests that behaves like the page's: it sends the page's Origin and keeps the
// cookies the server sets (Node's fetch has no cookie jar), so `credentials: 'include'` means something.
export function pageFetch(origin: string): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>()
  const pageFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('origin', origin)
    if (init.credentials === 'include' && cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await fetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, ...value] = pair!.split('=')
      const cleared = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a))
      if (cleared || value.join('=') === '') cookies.delete(name!.trim())
      else cookies.set(name!.trim(), value.join('='))
    }
    return response
  }
  return Object.assign(pageFetch as typeof fetch, { cookies })
}
