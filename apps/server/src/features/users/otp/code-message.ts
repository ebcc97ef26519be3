import { emailHtml } from '../../../delivery/email-html';
import type { DinerLanguage } from '../../../http/diner-language';
import type { OutgoingMessage } from '../../../ports/delivery';
import type { OtpTarget } from './issue-otp';

/** The sign-in code's words in one language. */
interface CodeTexts {
  direction: 'ltr' | 'rtl';
  subject: (company: string) => string;
  body: (code: string, company: string) => string;
}

/*
 * The sign-in code's message in each of the app's languages; like the invoice's words, written by
 * the server, so typed here, one entry per language.
 */
const TEXTS: Record<DinerLanguage, CodeTexts> = {
  en: {
    direction: 'ltr',
    subject: (company) => `Your ${company} sign-in code`,
    body: (code, company) => `${code} is your ${company} sign-in code. It expires in 10 minutes.`,
  },
  ar: {
    direction: 'rtl',
    subject: (company) => `رمز تسجيل الدخول إلى ${company}`,
    body: (code, company) =>
      `${code} هو رمز تسجيل الدخول إلى ${company}. تنتهي صلاحيته خلال 10 دقائق.`,
  },
  zh: {
    direction: 'ltr',
    subject: (company) => `您的 ${company} 登录验证码`,
    body: (code, company) => `${code} 是您的 ${company} 登录验证码，10 分钟内有效。`,
  },
  ms: {
    direction: 'ltr',
    subject: (company) => `Kod log masuk ${company} anda`,
    body: (code, company) =>
      `${code} ialah kod log masuk ${company} anda. Kod ini tamat tempoh dalam 10 minit.`,
  },
};

/**
 * The message that carries a sign-in code, in the diner's language: the SMS, or the e-mail with
 * its subject, plain text and HTML (the code set large).
 */
export function codeMessage(input: {
  code: string;
  companyName: string;
  target: OtpTarget;
  language: DinerLanguage;
}): OutgoingMessage {
  const texts = TEXTS[input.language];
  const body = texts.body(input.code, input.companyName);
  if (input.target.channel === 'sms') {
    return { channel: 'sms', to: input.target.address, body, language: input.language };
  }
  const subject = texts.subject(input.companyName);
  return {
    channel: 'email',
    to: input.target.address,
    subject,
    body,
    html: emailHtml({
      language: input.language,
      direction: texts.direction,
      title: subject,
      figure: input.code,
      paragraphs: [body],
    }),
    language: input.language,
  };
}
