// A receiver typed as a name (`alice.reown.id`): its address through the kernel's name lookup (the profile
// lookup), for the chain the send goes out on (ENSIP-11 coin type), else the name's Ethereum (60) one.
import { evmCoinType, PorticoError, type NameLookupApi, type Network } from 'portico'

/** The address `name` resolves to on `network`; a clear error when it is not registered or has no EVM address. */
export async function resolveName(names: Pick<NameLookupApi, 'lookupName'>, name: string, network: Network): Promise<string> {
  const profile = await names.lookupName({ name, caipNetworkId: network.caipNetworkId })
  if (!profile) throw new PorticoError('NAME_NOT_FOUND', `${name} is not a registered name`)
  const entry = profile.addresses[String(evmCoinType(Number(network.id)))] ?? profile.addresses['60']
  if (!entry || !/^0x[0-9a-fA-F]{40}$/.test(entry.address)) {
    throw new PorticoError('NAME_NOT_FOUND', `${name} has no address on ${network.name}`)
  }
  return entry.address
}
