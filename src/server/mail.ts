import nodemailer from 'nodemailer'
import { PASSWORD_LINK_HOURS } from '../shared/rules/accounts'

// Set-password links and the review digest (issue 48) by e-mail, when the operator configured a mail server
// (SMTP_URL, MAIL_FROM). The link is always shown to whoever issued it as well; mail is a convenience, so a mail
// server that fails is logged and never fails the call (the account and its link are saved by then). The
// digest is sent by a periodic job (review/digest.ts), never by a save.

export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…:465` (nodemailer's connection address). */
  url: string
  /** The sender, `Web Team <web@example.edu>`. */
  from: string
}

export interface LinkMail {
  to: string
  name: string
  username: string
  url: string
}

export type SendLinkMail = (mail: LinkMail) => Promise<void>

/** A plain-text mail to one person. */
export interface TextMail {
  to: string
  subject: string
  text: string
}

export type SendTextMail = (mail: TextMail) => Promise<void>

// Bounded waits: nodemailer's own are minutes long.
const transportOf = (settings: MailSettings) =>
  nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })

/** Sends plain-text mails from MAIL_FROM (the review digest). */
export function textMailer(settings: MailSettings): SendTextMail {
  const transport = transportOf(settings)
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from: settings.from, to, subject, text })
  }
}

export function linkMailer(settings: MailSettings): SendLinkMail {
  const transport = transportOf(settings)
  return async ({ to, name, username, url }) => {
    await transport.sendMail({
      from: settings.from,
      to,
      subject: 'Set your password for the content console',
      text: [
        `Dear ${name},`,
        '',
        `Choose the password of your account ${username} here (the link works once, for ${PASSWORD_LINK_HOURS} hours):`,
        '',
        url,
        '',
        'If you did not expect this message, ignore it: nothing changes until the link is used.',
      ].join('\n'),
    })
  }
}
