// When an open() that waited for the kernel shows. With no view asked for, open() shows Account or
// Connect from the account, so it waits until a stored connection has been checked: a click on a
// restoring account's button (an embedded wallet's check takes a frame load) shows Account, not
// Connect. The first frame (the loading dialog) shows meanwhile.
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import type { ViewName } from '../../kernel/router/views.ts'
import { TOKENS } from '../../kernel/tokens.ts'

/** Runs `show` now when `view` was asked for, else once the kernel has checked the stored connections (or failed to). */
export function whenRestored(kernel: Kernel, view: ViewName | undefined, show: () => void): void {
  if (view) show()
  else void kernel.get(TOKENS.connection).restored.then(show, show)
}
