// Preloaded into the bundler's process (node --import): alto listens on 0.0.0.0 with no host option,
// so every server that process opens without a host, or on a wildcard host, is bound to 127.0.0.1
// instead. Nothing the sandbox starts listens off loopback.
import net from 'node:net'

const WILDCARD = new Set([undefined, null, '', '0.0.0.0', '::', '::0'])
const listen = net.Server.prototype.listen

net.Server.prototype.listen = function loopbackListen(...args) {
  const [first] = args
  if (first && typeof first === 'object' && !Array.isArray(first) && ('port' in first || 'host' in first) && WILDCARD.has(first.host)) {
    args[0] = { ...first, host: '127.0.0.1' }
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    // listen(port[, host][, backlog][, callback])
    if (typeof args[1] === 'function' || args[1] === undefined || WILDCARD.has(args[1])) {
      const rest = typeof args[1] === 'function' || args[1] === undefined ? args.slice(1) : args.slice(2)
      args = [first, '127.0.0.1', ...rest]
    }
  }
  return listen.apply(this, args)
}
