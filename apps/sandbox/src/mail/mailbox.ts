import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The login the mailbox asks for. */
export interface MailboxLogin {
  username: string;
  password: string;
}

/**
 * A stand-in of a restaurant's mail server: a real SMTP server (the `smtp-server` package) on a
 * free port of 127.0.0.1. It offers STARTTLS with its own certificate and asks for a login, takes
 * or refuses each message, and keeps every message it took as mailparser reads it (text and HTML
 * parts, attachments). Tabula reaches it through SMTP_URL, as it would a real one.
 */
export class Mailbox {
  readonly mails: ParsedMail[] = [];
  /** Whether each message came over TLS (STARTTLS). */
  readonly secure: boolean[] = [];
  /**
   * The reply to the next messages instead of taking them: 451, as a busy mail server answers
   * (try later), or 550, as one answers for a mailbox that does not exist (final).
   */
  refusing: 451 | 550 | null = null;
  readonly server: SMTPServer;

  constructor(
    private readonly login: MailboxLogin = { username: 'tabula', password: 'mail-secret' },
  ) {
    this.server = new SMTPServer({
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.login.username && auth.password === this.login.password) {
          callback(null, { user: auth.username });
        } else {
          callback(new Error('Invalid username or password'));
        }
      },
      onData: (stream, session, callback) => {
        const refusal = this.refusing;
        if (refusal !== null) {
          stream.resume();
          stream.on('end', () => {
            const text = refusal === 451 ? 'Try again later' : 'No such mailbox';
            callback(Object.assign(new Error(text), { responseCode: refusal }));
          });
          return;
        }
        this.secure.push(session.secure);
        simpleParser(stream)
          .then((mail) => {
            this.mails.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
  }

  /**
   * Starts listening on a free port.
   *
   * @returns The SMTP_URL that reaches it, with its login.
   */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    const { username, password } = this.login;
    // The certificate is the stand-in's own, not one a public authority signed.
    return `smtp://${encodeURIComponent(username)}:${encodeURIComponent(password)}@127.0.0.1:${String(port)}/?tls.rejectUnauthorized=false`;
  }

  /** The messages sent to an address, oldest first. */
  mailsTo(address: string): ParsedMail[] {
    return this.mails.filter((mail) => JSON.stringify(mail.to).includes(address));
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }
}
