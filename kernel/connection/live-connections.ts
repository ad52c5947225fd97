import type { ChainAdapter } from '../adapter/chain-adapter.ts'
import type { ChainNamespace } from '../caip/caip.ts'

/**
 * A wallet connection while it lasts: which connector made it in which namespace, and the adapter
 * its signing, switching, balance and disconnect go back to. A connect or a restore returns one.
 */
export interface LiveConnection {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  readonly adapter: ChainAdapter
  /** Stops following the wallet's events (the connection ended, or the kernel stopped). */
  end(): void
}

/** The live connections, one per namespace: a new one in a namespace ends the one before. */
export interface LiveConnections {
  get(namespace: ChainNamespace): LiveConnection | undefined
  add(connection: LiveConnection): void
  remove(namespace: ChainNamespace): void
  /** Stops following every wallet; the connections stay readable (a disposed kernel answers from them). */
  endAll(): void
}

export function createLiveConnections(): LiveConnections {
  const byNamespace = new Map<ChainNamespace, LiveConnection>()
  return {
    get: (ns) => byNamespace.get(ns),
    add(connection) {
      byNamespace.get(connection.namespace)?.end()
      byNamespace.set(connection.namespace, connection)
    },
    remove(ns) {
      byNamespace.get(ns)?.end()
      byNamespace.delete(ns)
    },
    endAll() {
      for (const connection of byNamespace.values()) connection.end()
    },
  }
}
