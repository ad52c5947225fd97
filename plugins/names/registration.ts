// The name registration (RegisterAccountName → RegisterAccountNameSuccess) on the transaction
// stack. Register pushes the pending step over the form (a second RegisterAccountName
// entry): success leaves it and shows RegisterAccountNameSuccess in the form's place; a failure
// cancels it, which returns to the form with the failure's reason (AppKit's onCancel does the same).
// Going back or closing the modal while the wallet is asked cancels too, and a signature that
// arrives after that is dropped before anything is posted.
import { BehaviorSubject, type Observable } from 'rxjs'
import { messageOf, PorticoError, type ConnectionService, type Logger, type NetworkService, type Router } from 'portico'
import type { NamesApi } from './names-api.ts'
import { checkName } from './name-rules.ts'

export type RegistrationStatus =
  | 'idle'
  /** The wallet is asked to sign the registration message. */
  | 'signing'
  /** Signed; the name is being registered and the profile read again. */
  | 'registering'

export interface RegistrationState {
  status: RegistrationStatus
  /** What the visitor has typed (kept while the form is covered by the pending step). */
  draft: string
  /** The full name being registered. */
  name?: string
  /** Why the last registration failed (the service's reason, else 'Error registering name {name}'). */
  error?: string
}

export interface NameRegistration {
  readonly state$: Observable<RegistrationState>
  get(): RegistrationState
  /** The visitor typed; a previous failure's message goes. */
  setDraft(text: string): void
  /**
   * Registers the draft for the connected eip155 account: the wallet signs the message, the API
   * registers it, the profile is read again. Resolves true on success; otherwise the state carries
   * the reason (nothing is thrown).
   */
  register(): Promise<boolean>
}

export interface NameRegistrationDeps {
  connection: Pick<ConnectionService, 'account' | 'signMessage' | 'refreshProfile'>
  network: Pick<NetworkService, 'get'>
  router: Pick<Router, 'pushTransaction' | 'currentTransaction' | 'transactionSucceeded' | 'transactionCancelled' | 'replace'>
  names: Pick<NamesApi, 'registerName'>
  logger: Pick<Logger, 'warn'>
}

/** Names exist on EVM networks only. */
const NAMESPACE = 'eip155'

/** Thrown inside the signing step when the visitor left meanwhile: nothing is posted. */
class Abandoned extends Error {}

export function createNameRegistration(deps: NameRegistrationDeps): NameRegistration {
  const { connection, network, router, logger } = deps
  const state = new BehaviorSubject<RegistrationState>({ status: 'idle', draft: '' })
  const set = (patch: Partial<RegistrationState>) => state.next({ ...state.value, ...patch })
  /** The registration in flight; cleared when it is answered, cancelled or abandoned. */
  let current: object | undefined

  /** The service's first reason, else 'Error registering name {name}'; a refusal as the kernel words it. */
  function reasonOf(error: unknown, name: string): string {
    if (error instanceof PorticoError && ['NAME_ERROR', 'USER_REJECTED', 'INVALID_CHAIN_ID', 'NOT_CONNECTED'].includes(error.code)) return error.message
    logger.warn(`registering ${name} failed: ${messageOf(error)}`, error)
    return `Error registering name ${name}`
  }

  /** Why the connected account cannot register now, if it cannot. */
  function blocker(): string | undefined {
    const account = connection.account(NAMESPACE)
    if (account.status !== 'connected' || !account.address) return 'No ActiveCaipAddress found'
    const net = network.get()
    if (net.activeNamespace !== NAMESPACE || net.unsupportedChainId !== undefined || !net.activeByNamespace[NAMESPACE]) return 'Chain is not supported'
    return undefined
  }

  return {
    state$: state.asObservable(),
    get: () => state.value,
    setDraft(text) {
      set({ draft: text, error: undefined })
    },

    async register() {
      if (current) return false
      const check = checkName(state.value.draft)
      if (!check.ok) {
        set({ error: check.error ?? 'Enter a name' })
        return false
      }
      const name = check.name
      const refused = blocker()
      if (refused) {
        set({ error: refused })
        return false
      }
      const address = connection.account(NAMESPACE).address!
      const chainId = Number(network.get().activeByNamespace[NAMESPACE]!.id)
      const mine = {}
      current = mine
      set({ status: 'signing', name, error: undefined })
      router.pushTransaction({
        view: 'RegisterAccountName',
        data: { registering: name },
        onSuccess: () => router.replace('RegisterAccountNameSuccess', { name }),
        // going back or closing over the pending step: the late signature, if any, is dropped
        onCancel: () => {
          if (current !== mine) return
          current = undefined
          set({ status: 'idle' })
        },
      })
      const transaction = router.currentTransaction()

      try {
        await deps.names.registerName({
          name,
          address,
          chainId,
          signMessage: async (message) => {
            const signature = await connection.signMessage(message, NAMESPACE)
            if (current !== mine) throw new Abandoned()
            set({ status: 'registering' })
            return signature
          },
        })
      } catch (error) {
        if (current !== mine || error instanceof Abandoned) return false
        current = undefined
        set({ status: 'idle', error: reasonOf(error, name) })
        if (router.currentTransaction() === transaction) router.transactionCancelled()
        return false
      }
      // registered, even if the visitor left meanwhile: the new name shows as the profile name now
      await connection.refreshProfile(NAMESPACE)
      if (current !== mine) return true
      current = undefined
      set({ status: 'idle', draft: '', error: undefined })
      if (router.currentTransaction() === transaction) router.transactionSucceeded()
      return true
    },
  }
}
