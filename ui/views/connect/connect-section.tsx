import { PluginSection } from '../plugin-section.tsx'

/**
 * The contract for a plugin to add a section to the Connect view (e.g. the embedded wallet's email
 * field and social logins): it contributes a view named `ConnectSection` (see PluginSection). Its
 * data names the part to draw, where `features.connectMethodsOrder` places it: `email` (the email
 * field) or `social` (the social logins).
 */
export const CONNECT_SECTION_VIEW = 'ConnectSection'

export interface ConnectSectionData {
  method: 'email' | 'social'
}

export function PluginConnectSection({ method }: ConnectSectionData) {
  return <PluginSection name={CONNECT_SECTION_VIEW} data={{ method }} />
}
