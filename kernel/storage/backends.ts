/** The Web Storage subset Portico needs; integrators may pass their own (e.g. for React Native). */
export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function createMemoryBackend(): StorageBackend {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

/** localStorage, guarded: private modes and sandboxed frames throw on access. */
export function createLocalStorageBackend(win: Window | undefined): StorageBackend | undefined {
  try {
    const ls = win?.localStorage
    if (!ls) return undefined
    const probe = '__portico_probe__'
    ls.setItem(probe, '1')
    ls.removeItem(probe)
    return {
      getItem: (k) => ls.getItem(k),
      setItem: (k, v) => {
        try {
          ls.setItem(k, v)
        } catch {
          // quota exceeded: persistence is best effort, the session still works in memory
        }
      },
      removeItem: (k) => ls.removeItem(k),
    }
  } catch {
    return undefined
  }
}

/** One cookie per key, so server-rendered pages can read the connection state (SameSite=Lax, a year). */
export function createCookieBackend(doc: Document | undefined, maxAgeSeconds = 31_536_000): StorageBackend | undefined {
  if (!doc) return undefined
  const read = (key: string): string | null => {
    const name = `${encodeURIComponent(key)}=`
    for (const part of doc.cookie.split('; ')) {
      if (part.startsWith(name)) {
        try {
          return decodeURIComponent(part.slice(name.length))
        } catch {
          return null
        }
      }
    }
    return null
  }
  return {
    getItem: read,
    setItem: (k, v) => {
      doc.cookie = `${encodeURIComponent(k)}=${encodeURIComponent(v)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`
    },
    removeItem: (k) => {
      doc.cookie = `${encodeURIComponent(k)}=; path=/; max-age=0; SameSite=Lax`
    },
  }
}

/** The backend an option names; memory when the page has no usable one (a server, a locked-down frame). */
export function selectBackend(
  choice: 'localStorage' | 'cookie' | 'memory' | StorageBackend | undefined,
  win: Window | undefined,
): StorageBackend {
  if (typeof choice === 'object') return choice
  if (choice === 'memory') return createMemoryBackend()
  if (choice === 'cookie') return createCookieBackend(win?.document) ?? createMemoryBackend()
  return createLocalStorageBackend(win) ?? createMemoryBackend()
}
