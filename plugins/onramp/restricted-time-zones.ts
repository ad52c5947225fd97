// Some time zones in mainland China and Hong Kong/Macau are on a restricted list; what
// happens is not shown. Portico's choice: Buy is not offered there (no button in the Account view),
// and opening an on-ramp view directly says why. The list is the IANA zones of those places,
// including the older aliases a browser may still report.

/** The restricted IANA time zones (mainland China, Hong Kong, Macau). */
export const RESTRICTED_TIME_ZONES: readonly string[] = Object.freeze([
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
  'PRC',
  'Hongkong',
])

/** The visitor's time zone as the browser reports it ('' when it cannot say). */
export function currentTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
  } catch {
    return ''
  }
}

/** Whether buying is withheld in this time zone. */
export function isRestrictedTimeZone(timeZone: string): boolean {
  return RESTRICTED_TIME_ZONES.includes(timeZone)
}
