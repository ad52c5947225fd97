// How this modal's social logins reach their consent page (embeddedWallet({ socialLogin })), per frame.
import type { AuthFrame } from 'portico'

export type SocialLoginMode = 'popup' | 'redirect'

const modes = new WeakMap<AuthFrame, SocialLoginMode>()

export const socialLoginMode = (frame: AuthFrame): SocialLoginMode => modes.get(frame) ?? 'popup'
export const setSocialLoginMode = (frame: AuthFrame, mode: SocialLoginMode): void => void modes.set(frame, mode)
