// Once the frame has signed the visitor in: connect the AUTH connector (the adapter reads the user);
// the connection service then closes the modal or hands it to an after-connect step (SIWX).
import { TOKENS, type Kernel } from 'portico'
import { EMAIL_CONNECTOR_ID } from '../adapter.ts'
import { loginNamespace } from '../login-namespace.ts'

export async function finishEmailLogin(kernel: Kernel): Promise<void> {
  await kernel.get(TOKENS.connection).connect(EMAIL_CONNECTOR_ID, { namespace: loginNamespace(kernel.get(TOKENS.network).get().networks) })
}
