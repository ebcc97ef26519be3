export { Mailbox, type MailboxLogin } from './mail/mailbox';
export type { ParsedMail } from 'mailparser';
export { TwilioStandIn, type TakenSms } from './sms/twilio-stand-in';
