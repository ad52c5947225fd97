// The receiver field as the form reads it: an address, a name being resolved (after a typing
// pause) or resolved through the names API, or why it cannot be sent to.
import { useEffect, useState } from 'react'
import { messageOf, TOKENS, type Kernel, type Network } from 'portico'
import { resolveName } from '../resolve-name.ts'
import { readReceiver } from '../validate-send.ts'

/** The typing pause before a name is looked up (one request per name, not per keystroke). */
export const NAME_LOOKUP_DEBOUNCE_MS = 300

export type ReceiverState =
  | { status: 'empty' }
  | { status: 'invalid'; error: string }
  | { status: 'resolving'; name: string }
  | { status: 'ready'; address: string; name?: string }

export function useReceiver(kernel: Kernel, input: string, network: Network): ReceiverState {
  const read = input.trim() === '' ? undefined : readReceiver(input, network.chainNamespace)
  const name = read?.kind === 'name' ? read.name : undefined
  const [resolved, setResolved] = useState<{ name: string; network: Network; address?: string; error?: string }>()

  useEffect(() => {
    if (!name) return
    let live = true
    const timer = setTimeout(() => {
      resolveName(kernel.get(TOKENS.blockchainApi), name, network).then(
        (address) => live && setResolved({ name, network, address }),
        (error: unknown) => live && setResolved({ name, network, error: messageOf(error) }),
      )
    }, NAME_LOOKUP_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [kernel, name, network])

  if (!read) return { status: 'empty' }
  if (read.kind === 'invalid') return { status: 'invalid', error: read.error }
  if (read.kind === 'address') return { status: 'ready', address: read.address }
  if (resolved?.name !== read.name || resolved.network !== network) return { status: 'resolving', name: read.name }
  return resolved.address ? { status: 'ready', address: resolved.address, name: read.name } : { status: 'invalid', error: resolved.error! }
}
