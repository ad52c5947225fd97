// What the on-ramp's checks and steps say, as a catalog id and its values: the views word it in the
// modal's locale (messages/<locale>.ts), tests compare ids, never English sentences.
import type { MessageValues } from 'portico'
import type messages from './messages/compiled/en.ts'

export type OnrampMessageId = keyof typeof messages & string

export interface OnrampMessage {
  id: OnrampMessageId
  values?: MessageValues
}

export const message = (id: OnrampMessageId, values?: MessageValues): OnrampMessage => (values ? { id, values } : { id })
