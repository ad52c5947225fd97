// The body of `pay(request, appKit?)`, loaded by `import()` when a payment is asked for: checks
// the request and the composition, loads the kernel, starts the payment in the pay service and
// opens the Pay view with it. Resolves or rejects with the payment's outcome.
import { TOKENS } from 'portico'
import { getDefaultAppKit, internalsOf, type AppKit } from '../../ui/kit/index.ts'
import { checkRequest } from './check-request.ts'
import { PayError } from './pay-error.ts'
import type { PayRequest, PayResult } from './pay-types.ts'
import { PAY_SERVICE } from './token.ts'

export async function startPayment(request: PayRequest, appKit: AppKit | undefined = getDefaultAppKit()): Promise<PayResult> {
  if (!appKit) throw new PayError('INVALID_PAYMENT_CONFIG', { message: 'No AppKit instance: call createAppKit() first, or pass the appKit to pay()' })
  const inner = internalsOf(appKit)
  if (!inner.options.features.pay) throw new PayError('PAY_DISABLED')
  const plan = checkRequest(request)
  const kernel = await inner.loadKernel()
  if (!kernel.get(TOKENS.views).has('Pay')) throw new PayError('PLUGIN_MISSING')
  if (!kernel.get(TOKENS.network).find(plan.network))
    throw new PayError('UNSUPPORTED_NETWORK', { message: `The payment's network ${plan.network} is not one of the app's networks`, details: plan.network })
  const session = kernel.get(PAY_SERVICE).start(plan)
  await appKit.open({ view: 'Pay', data: session })
  return session.promise
}
