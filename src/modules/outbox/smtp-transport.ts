/** The SMTP transport (nodemailer), used when `SMTP_URL` is configured. */
import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox.types';

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}
