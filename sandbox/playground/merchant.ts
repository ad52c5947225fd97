/**
 * Who the playground's payments go to (PayPanel.tsx): the account of keccak256('portico playground
 * merchant'), never a dev account, so its balance only moves by them.
 */
export const PLAYGROUND_MERCHANT = '0x33b8e8b74F1F286cA89b3ae5307Ef63E8cA0F246'
