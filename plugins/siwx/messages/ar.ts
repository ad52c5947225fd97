// Arabic (Modern Standard). Every id of en.ts, with the same ICU arguments. After editing, run `npm run i18n`.
export default {
  'siwx.title': 'تسجيل الدخول',
  'siwx.thisApp': 'هذا التطبيق',
  'siwx.needsConnect': 'يحتاج {app} إلى الاتصال بمحفظتك',
  'siwx.prove': 'وقّع هذه الرسالة لإثبات ملكيتك لـ {account}. لا يكلّفك ذلك شيئًا ولا يرسل أي معاملة.',
  'siwx.thisWallet': 'هذه المحفظة',
  'siwx.openWallet': 'افتح محفظتك لتوقيع الرسالة.',
  'siwx.cancel': 'إلغاء',
  'siwx.signing': 'جارٍ التوقيع…',
  'siwx.authenticating': 'جارٍ المصادقة…',
  'siwx.sign': 'توقيع',
  'siwx.toast.authenticating': 'جارٍ المصادقة...',
  'siwx.error.declined': 'تم رفض التوقيع',
  'siwx.error.smartAccounts': 'قد لا يدعم هذا التطبيق الحسابات الذكية',
  'siwx.error.notEnabled': 'SIWX غير مُفعّل',
  'siwx.error.noAddress': 'لم يُعثر على ActiveCaipAddress',
  'siwx.error.invalidAddress': 'عنوان CAIP غير صالح',
} as const
