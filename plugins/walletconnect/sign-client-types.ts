// The sign-client's types, derived from @walletconnect/sign-client itself (the optional peer a
// walletConnect() app installs), not from @walletconnect/types, which a consumer is not given.
import type { SignClient } from '@walletconnect/sign-client'

export type Client = InstanceType<typeof SignClient>
/** A settled session (SessionTypes.Struct). */
export type Session = ReturnType<Client['session']['getAll']>[number]
/** What a proposal asks for (ProposalTypes.OptionalNamespaces). */
export type OptionalNamespaces = NonNullable<NonNullable<Parameters<Client['connect']>[0]>['optionalNamespaces']>
