// As an instance's kernel arrives, every store switches from the boot state to the kernel's streams:
// the events, the feature flags changed meanwhile, the network and the accounts, the theme of the
// embedded wallet's frame, and the instance's own state on each change of the modal or the network.
import type { Features } from '../../kernel/config/features.ts'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import type { BootEvents } from './boot-events.ts'
import type { BootState } from './boot-state.ts'
import { storeOf, type Unsubscribable } from './boot-store.ts'

/** Follows `kernel` from now; what must stop at dispose goes into `subscriptions`, `markInitialized` runs once the stored connections are resynced. */
export function followKernel(kernel: Kernel, boot: BootState, events: BootEvents, features: Features, subscriptions: Unsubscribable[], sync: () => void, markInitialized: () => void): void {
  const networkService = kernel.get(TOKENS.network)
  const connection = kernel.get(TOKENS.connection)
  events.attach(kernel.get(TOKENS.events))
  // what updateFeatures changed before the kernel loaded
  Object.assign(kernel.options.features, features)
  boot.network.follow(storeOf(networkService, networkService.state$))
  boot.accounts.follow(storeOf(connection, connection.accounts$))
  subscriptions.push(kernel.get(TOKENS.modal).state$.subscribe(sync), networkService.state$.subscribe(sync))
  // The embedded wallet's frame gets the theme now and again on each change, so its approval card
  // matches the modal.
  const authFrame = kernel.get(TOKENS.authFrame)
  authFrame.syncTheme(boot.theme.get())
  subscriptions.push(boot.theme.subscribe((current) => authFrame.syncTheme(current)))
  void connection.restored.then(markInitialized)
}
