import { PluginSection } from '../plugin-section.tsx'

/**
 * The contract for a plugin to add a section at the top of the Connect view (e.g. the embedded
 * wallet's email field): it contributes a view named `ConnectSection` (see PluginSection).
 */
export const CONNECT_SECTION_VIEW = 'ConnectSection'

export function PluginConnectSection() {
  return <PluginSection name={CONNECT_SECTION_VIEW} />
}
