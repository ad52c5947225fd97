import type { ServiceIdentifier } from 'inversify'
import type { PayService } from './pay-service.ts'

/** The pay plugin's service in each kernel (bound by pay-parts.ts). */
export const PAY_SERVICE = Symbol('portico.pay') as ServiceIdentifier<PayService>
