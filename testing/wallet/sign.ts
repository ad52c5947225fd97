import { isHex, type TypedDataDefinition } from 'viem'
import { ask, assertAuthorized, paramsList, type MethodHandler } from './context.ts'
import { failIfFeature, invalidParams } from './errors.ts'

function readTypedData(value: unknown): TypedDataDefinition {
  let data: unknown = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      throw invalidParams('eth_signTypedData_v4: typed data is not valid JSON')
    }
  }
  const d = data as Partial<TypedDataDefinition> | null
  if (typeof d !== 'object' || d === null || typeof d.types !== 'object' || typeof d.primaryType !== 'string' || typeof d.message !== 'object')
    throw invalidParams('eth_signTypedData_v4: typed data needs types, primaryType and message')
  return d as TypedDataDefinition
}

export const signMethods: Record<string, MethodHandler> = {
  // params: [message, address]; a 0x-prefixed message is signed as raw bytes, anything else as UTF-8.
  async personal_sign(ctx, params) {
    const [message, address] = paramsList(params, 'personal_sign', 2)
    if (typeof message !== 'string') throw invalidParams('personal_sign: the message must be a string')
    assertAuthorized(ctx, address)
    failIfFeature(ctx.features.signMessageError)
    await ask(ctx, 'personal_sign', params)
    return ctx.account.signMessage({ message: isHex(message) ? { raw: message } : message })
  },

  // params: [address, typedData (JSON string or object)]
  async eth_signTypedData_v4(ctx, params) {
    const [address, value] = paramsList(params, 'eth_signTypedData_v4', 2)
    assertAuthorized(ctx, address)
    const typedData = readTypedData(value)
    failIfFeature(ctx.features.signTypedDataError)
    await ask(ctx, 'eth_signTypedData_v4', params)
    return ctx.account.signTypedData!(typedData)
  },
}
