// The CAIP-122 text builder, fetched when a first message is made: the configs are created at page
// start, where their code should stay small.
export const loadMessage = () => import('../../kernel/siwx/message.ts')
