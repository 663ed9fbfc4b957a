import type { ErrorDetails, ErrorMessages, GeneratorMessages, PhoneProblemMessages } from "./types";

/**
 * Modern Standard Arabic. Latin runs that open or close with punctuation (a phone number's
 * "+", a header, JSON, a URL) are wrapped in bidi isolates so a right-to-left page shows
 * them in their own order instead of moving "+" or brackets to the other end.
 */
const ltr = (text: string): string => `\u2066${text}\u2069`;

const MESSAGE_TOO_LONG = "الرسالة طويلة جدًا: يجب ألا تتجاوز 1000 حرف.";

export const ERRORS: ErrorMessages = {
  invalid_request: "تعذّرت قراءة الطلب. أرسل JSON يتضمن رقم هاتف أو رابط واتساب.",
  invalid_input:
    "يحتوي الطلب على حرف لا يمكن استخدامه: الحرف NUL أو حرف تحكم آخر (يُسمح بالمسافة الجدولية وفواصل الأسطر)، أو حرف تالف (surrogate منفرد).",
  invalid_phone: `أدخل رقم واتساب كاملًا مع رمز الدولة، مثل ${ltr("+44 7911 123456")}.`,
  invalid_alias:
    "لا يمكن أن يحتوي الاسم المخصص للرابط إلا على حروف وأرقام و_ و-، وأن يكون طوله من 5 إلى 50 حرفًا.",
  alias_reserved: "هذا الاسم المخصص كلمة يستخدمها الموقع. يُرجى اختيار اسم آخر.",
  alias_taken: "هذا الاسم المخصص غير متاح. يُرجى اختيار اسم آخر.",
  invalid_url: `لا يمكن اختصار إلا روابط محادثات واتساب (${ltr("https://wa.me/…")} أو ${ltr("api.whatsapp.com/send")}).`,
  message_too_long: MESSAGE_TOO_LONG,
  rate_limited:
    "أُنشئ عدد كبير جدًا من الروابط من عنوان IP الخاص بك. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
  creator_banned: "أُوقف إنشاء الروابط من عنوان IP الخاص بك بسبب مخالفة الشروط.",
  unauthorized: `أرسل مفتاح API صالحًا: ${ltr("Authorization: Bearer <key>")}.`,
  forbidden: "هذا المفتاح للقراءة فقط: أنشئ مفتاحًا بصلاحية الكتابة (write).",
  idempotency_in_progress:
    "ما زال الرد على طلب يحمل مفتاح Idempotency-Key هذا جاريًا: أعد المحاولة بعد لحظات.",
  idempotency_conflict:
    "استُخدم مفتاح Idempotency-Key هذا مع محتوى طلب مختلف: استخدم مفتاحًا جديدًا لكل رابط جديد.",
  payload_too_large: "الطلب كبير جدًا.",
  invalid_qr_size: "اختر مقاسًا مربعًا لرمز QR بين 64x64 و2048x2048 بكسل، مثل 300x300.",
  invalid_qr_data: `يحتاج رمز QR إلى نص في ${ltr("`data`")}، بحد أقصى 2048 حرفًا.`,
  invalid_qr_format: "تتوفر صور رمز QR بصيغة png أو svg.",
  qr_too_small: "سيكون رمز QR هذا أصغر من أن يُمسح ضوئيًا: اطلب مقاسًا أكبر.",
  country_unknown: "تعذّر علينا تحديد بلدك من عنوان IP الخاص بك.",
  agent_not_found: "لا يوجد موظف بهذا المعرّف (id) في مساحة العمل هذه.",
  too_many_agents: "بلغت مساحة العمل هذه الحد الأقصى لعدد الموظفين (200): احذف موظفًا قبل إضافة آخر.",
  invalid_time_zone: "اختر منطقة زمنية باسمها، مثل Asia/Riyadh أو Africa/Cairo.",
  invalid_hours: `تُكتب ساعات العمل بهذا الشكل: ${ltr('{"timeZone": "Europe/London", "weekly": {"mon": [["09:00", "17:30"]]}, "closedDates": ["2026-12-25"]}')}.`,
  invalid_agents: "يضم رابط الفريق من 1 إلى 20 موظفًا مختلفًا من مساحة العمل هذه، بحسب المعرّف (id).",
  agent_in_use: "هذا الموظف هو الوحيد في رابط فريق: أضف موظفًا آخر إلى ذلك الرابط أو احذف الرابط أولًا.",
  phone_or_agents: `يؤدي الرابط إما إلى رقم واحد (${ltr('"phone"')} أو ${ltr('"url"')}) وإما إلى فريق (${ltr('"agents"')})، ولا يجمع بينهما أبدًا.`,
  team_link_needs_workspace: "روابط الفرق تابعة لمساحة عمل: سجّل الدخول، أو استخدم واجهة REST API بمفتاح.",
  invalid_language: "اطلب لغة برمز مثل en أو pt-BR أو ar (35 حرفًا على الأكثر).",
  not_found: "لا يوجد شيء في هذا العنوان.",
  method_not_allowed: "هذا العنوان لا يقبل طريقة الطلب هذه.",
  unavailable: "الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى بعد لحظات.",
  internal_error: "حدث خطأ من جانبنا. يُرجى المحاولة مرة أخرى.",
  domain_invalid:
    "اكتب اسم نطاق مثل chat.yourshop.com: حروف وأرقام وشرطات، جزءان على الأقل، بلا عنوان IP، وبحد أقصى 253 حرفًا.",
  domain_reserved: "هذا عنوان الموقع نفسه: أضف نطاقًا تملكه.",
  domain_exists: "مساحة العمل هذه لديها هذا النطاق بالفعل.",
  domain_taken: "تحققت مساحة عمل أخرى من هذا النطاق: لا يمكن إضافته أو التحقق منه هنا.",
  domain_not_found: "لا يوجد نطاق بهذا المعرّف في مساحة العمل هذه.",
  too_many_domains: "لدى مساحة العمل هذه الحد الأقصى من النطاقات (20): أزل واحدًا قبل إضافة آخر.",
  domain_not_verified:
    'هذا النطاق لم يُتحقَّق منه بعد، لذا لا يمكن للروابط استخدامه. أنشئ سجلات DNS كما تعرضها صفحة "النطاقات الخاصة"، ثم اضغط "تحقّق الآن" هناك؛ وإلى ذلك الحين أنشئ الرابط من دونه (في واجهة API لا ترسل "domain").',
  domain_txt_missing:
    "لم يُعثر على سجل TXT في الاسم المعروض: أنشئه، وانتظر بضع دقائق حتى يتحدث DNS، ثم تحقق مرة أخرى.",
  domain_txt_mismatch:
    "عُثر على سجل TXT في الاسم المعروض، لكنه لا يحمل قيمة هذا النطاق: انسخ القيمة كما هي تمامًا.",
  domain_dns_failed: "لم تُجب خوادم DNS: حاول مرة أخرى بعد بضع دقائق.",
  webhook_url_invalid: `أدخل العنوان الكامل لجهة الاستقبال، مثل ${ltr("https://example.com/hooks")} (http أو https، بحد أقصى 2000 حرف).`,
  webhook_url_private: "هذا العنوان على شبكة خاصة أو محلية: لا تُرسل الويب هوك إلا إلى عناوين عامة.",
  webhook_not_found: "لا يوجد ويب هوك بهذا المعرّف في مساحة العمل هذه.",
  delivery_not_found: "لا يوجد إرسال بهذا المعرّف لهذا الويب هوك.",
  too_many_webhooks: "لدى مساحة العمل هذه الحد الأقصى من الويب هوك (10): احذف واحدًا قبل إضافة آخر.",
};

export const GENERATOR: GeneratorMessages = {
  emptyPhone: "يُرجى إدخال رقم هاتف",
  aliasTooShort: "يجب ألا يقل الاسم المخصص للرابط عن 5 أحرف",
  aliasUnavailable: "هذا الاسم المخصص غير متاح. يُرجى اختيار اسم آخر.",
  requestFailed: "هذا الاسم غير متاح. جرّب اسمًا مستعارًا آخر.",
  messageTooLong: MESSAGE_TOO_LONG,
  rateLimited:
    "أنشأت عددًا كبيرًا من الروابط في وقت قصير. يُرجى الانتظار {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}} ثم المحاولة مرة أخرى.",
  rateLimitedMinute: "أنشأت عددًا كبيرًا من الروابط في وقت قصير. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
  aliasCharacters:
    "لا يمكن أن يحتوي الاسم المخصص للرابط إلا على الحروف a–z والأرقام و_ و-. لا يمكن استخدام: {characters}.",
  aliasTry: `جرّب ${ltr('"{suggestion}"')}.`,
  space: "مسافة",
};

export const DETAILS: ErrorDetails = {
  phoneChecksLimited:
    "جرى التحقق من عدد كبير جدًا من أرقام الهواتف من عنوان IP الخاص بك. يُرجى الانتظار دقيقة.",
  qrDrawsLimited:
    "أُنشئ عدد كبير جدًا من رموز QR الجديدة لعنوان IP الخاص بك. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
  qrDrawing: "يجري الآن إنشاء رموز QR لعنوان IP الخاص بك. أعد المحاولة بعد اكتمالها.",
  accountLinksLimited:
    "أنشأ هذا الحساب عددًا كبيرًا من الروابط خلال الساعة الماضية. انتظر قليلًا ثم أعد المحاولة.",
  formLinksLimited:
    "أنشأت عددًا كبيرًا من الروابط خلال الساعة الماضية. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.",
  linkNotFound: "لا يوجد رابط بهذا المعرّف (id) في مساحة العمل هذه.",
  aliasLengthOnDomain:
    "على نطاقك الخاص، لا يمكن أن يحتوي الاسم المخصص للرابط إلا على حروف وأرقام و_ و-، وأن يكون طوله من 3 إلى 50 حرفًا.",
  aliasShortOwnDomain:
    "على العنوان الرئيسي، يجب أن يكون طول الاسم المخصص للرابط من 5 إلى 50 حرفًا (حروف أو أرقام أو _ أو -). أما على النطاق الخاص بمساحة عملك فتكفي 3 أحرف: اختر ذلك النطاق للرابط.",
};

export const PHONE_PROBLEMS: PhoneProblemMessages = {
  empty: "اكتب رقم هاتف (مع رمز الدولة) أو رابط واتساب.",
  input_too_long: "هذا أطول من أن يكون رقم هاتف: {max} حرفًا على الأكثر، وهذا فيه {length}.",
  bad_character:
    "لا يحتوي رقم الهاتف إلا على أرقام ومسافات ونقاط وشرطات وأقواس وعلامة + في أوله؛ احذف “{character}”.",
  misplaced_plus: "علامة + تأتي في أول الرقم فقط، قبل رمز الدولة.",
  no_country_code:
    "هذا الرقم بلا رمز دولة: ابدأه بعلامة + ورمز الدولة (مثل ‎+20 10 1234 5678)، أو اختر الدولة.",
  unknown_country: "“{country}” ليس رمز دولة نعرفه (استخدم رموز ISO مثل EG أو US).",
  unknown_calling_code: "‎+{prefix}… لا يبدأ برمز دولة (مثل ‎+20 أو ‎+1): راجع الأرقام بعد علامة +.",
  wrong_length:
    "عدد الخانات بعد رمز الدولة ‎+{callingCode} في أرقام {country}: {lengths}؛ وعددها في هذا الرقم: {count}.",
};
