import type { Locale } from '@tabula/api-client';
import { emailHtml } from '../../delivery/email-html';
import type { OutgoingMessage } from '../../ports/delivery';

/** The staff sign-in code's words in one language. */
interface CodeTexts {
  direction: 'ltr' | 'rtl';
  subject: (company: string) => string;
  body: (code: string, company: string) => string;
  ignore: string;
}

/*
 * The e-mail that carries a staff sign-in code, in the console's language. Written by the server
 * like the diner's code message (features/users/otp/code-message.ts), one entry per language.
 */
const TEXTS: Record<Locale, CodeTexts> = {
  en: {
    direction: 'ltr',
    subject: (company) => `Your ${company} POS sign-in code`,
    body: (code, company) =>
      `${code} is your code to sign in to the ${company} POS. It expires in 10 minutes and works once.`,
    ignore: 'If you did not ask for it, ignore this e-mail: your account stays as it is.',
  },
  ar: {
    direction: 'rtl',
    subject: (company) => `رمز تسجيل الدخول إلى نقطة البيع لدى ${company}`,
    body: (code, company) =>
      `${code} هو رمز تسجيل دخولك إلى نقطة البيع لدى ${company}. تنتهي صلاحيته خلال 10 دقائق ويُستخدم مرة واحدة.`,
    ignore: 'إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة: يبقى حسابك كما هو.',
  },
  zh: {
    direction: 'ltr',
    subject: (company) => `您的 ${company} 收银系统登录验证码`,
    body: (code, company) =>
      `${code} 是您登录 ${company} 收银系统的验证码，10 分钟内有效，仅可使用一次。`,
    ignore: '如果您没有申请此验证码，请忽略此邮件：您的账户不会有任何变化。',
  },
  ms: {
    direction: 'ltr',
    subject: (company) => `Kod log masuk POS ${company} anda`,
    body: (code, company) =>
      `${code} ialah kod anda untuk log masuk ke POS ${company}. Kod ini tamat tempoh dalam 10 minit dan hanya boleh digunakan sekali.`,
    ignore: 'Jika anda tidak memintanya, abaikan e-mel ini: akaun anda kekal seperti biasa.',
  },
};

/** The e-mail with a staff sign-in code: subject, plain text and HTML (the code set large). */
export function staffCodeEmail(input: {
  code: string;
  companyName: string;
  to: string;
  language: Locale;
}): OutgoingMessage {
  const texts = TEXTS[input.language];
  const subject = texts.subject(input.companyName);
  const body = texts.body(input.code, input.companyName);
  return {
    channel: 'email',
    to: input.to,
    subject,
    body: `${body}\n\n${texts.ignore}`,
    html: emailHtml({
      language: input.language,
      direction: texts.direction,
      title: subject,
      figure: input.code,
      paragraphs: [body, texts.ignore],
    }),
    language: input.language,
  };
}
