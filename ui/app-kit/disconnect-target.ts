// What `appKit.disconnect(target)` ends: every namespace (no target), one namespace (AppKit's
// `disconnect('solana')` or `{ namespace }`), or one connection of a namespace (`{ namespace, id }`).
import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { TOKENS } from '../../kernel/tokens.ts'

export type DisconnectTarget = ChainNamespace | { namespace?: ChainNamespace; id?: string } | undefined

export function disconnectTarget(kernel: Kernel, target: DisconnectTarget, activeNamespace: ChainNamespace): Promise<void> {
  const { namespace, id } = typeof target === 'string' ? { namespace: target, id: undefined } : (target ?? {})
  // a connection is named within its namespace: an id alone is the active namespace's
  return kernel.get(TOKENS.connection).disconnect(id ? (namespace ?? activeNamespace) : namespace, id)
}
