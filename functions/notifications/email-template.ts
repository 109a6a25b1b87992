import { escapeHtml } from '@functions/platform/email';

/**
 * The one branded layout of every e-mail MoveMatch sends (event e-mails and Cognito's): the
 * product name on a brand-coloured bar, short paragraphs, one clear button with its address
 * spelled out below (for clients that strip links), a footer with the e-mail settings link.
 * Single column, max 560 px, inline styles and a table layout: what mail clients on phones
 * render reliably. Every e-mail gets the plain-text part from the same content.
 */
export const EMAIL_BRAND = {
  name: 'MoveMatch',
  /** web/src/app/theme.ts brand[7], the app's primary shade (white text on it is 6.1:1). */
  primary: '#0d7361',
  tint: '#e7f6f3',
  text: '#1f2933',
  muted: '#5f6b76',
} as const;

export interface EmailButton {
  label: string;
  href: string;
}

/** Ready HTML (e.g. a bolded code) with the same words as plain text. */
export interface RichParagraph {
  html: string;
  text: string;
}
export type Paragraph = string | RichParagraph;

export interface EmailContent {
  /** Shown by mail apps next to the subject; plain text. */
  preheader?: string;
  /** 'Hi Ann,'; plain text. */
  greeting: string;
  /** Plain text (escaped here), or ready HTML with its text; {####}-style placeholders pass through. */
  paragraphs: Paragraph[];
  button?: EmailButton;
  /** Paragraphs after the button (e.g. a privacy note); plain text. */
  after?: string[];
  /** The /profile/email-notifications link: why they got it and how to stop it. */
  settingsHref?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function paragraphHtml(paragraph: Paragraph): string {
  const inner = typeof paragraph === 'string' ? escapeHtml(paragraph).replace(/\n/g, '<br>') : paragraph.html;
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${EMAIL_BRAND.text}">${inner}</p>`;
}

const paragraphText = (paragraph: Paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.text);

/**
 * A URL we built, for an href: quotes and angle brackets escaped, '&' left as typed (every
 * parser reads it, and a Cognito code placeholder stays a readable `&code={####}`).
 */
const attributeUrl = (url: string) => url.replace(/["<>]/g, (c) => ({ '"': '%22', '<': '%3C', '>': '%3E' })[c]!);

function buttonHtml(button: EmailButton): string {
  const href = attributeUrl(button.href);
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr>` +
    `<td style="border-radius:6px;background:${EMAIL_BRAND.primary}">` +
    `<a href="${href}" style="display:inline-block;padding:14px 24px;${FONT};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(button.label)}</a>` +
    `</td></tr></table>` +
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${EMAIL_BRAND.muted};word-break:break-all">Or open this address: <a href="${href}" style="color:${EMAIL_BRAND.primary}">${escapeHtml(button.href)}</a></p>`
  );
}

function footerHtml(settingsHref: string | undefined): string {
  const settings = settingsHref
    ? ` You can choose which e-mails you get in your <a href="${attributeUrl(settingsHref)}" style="color:${EMAIL_BRAND.primary}">e-mail notification settings</a>.`
    : '';
  return `<p style="margin:0;font-size:13px;line-height:1.5;color:${EMAIL_BRAND.muted}">You received this e-mail because you have a ${EMAIL_BRAND.name} account.${settings}</p>`;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>`
    : '';
  const body = [
    paragraphHtml(content.greeting),
    ...content.paragraphs.map(paragraphHtml),
    content.button ? buttonHtml(content.button) : '',
    ...(content.after ?? []).map(paragraphHtml),
    paragraphHtml(`The ${EMAIL_BRAND.name} team`),
  ].join('');
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${EMAIL_BRAND.name}</title></head>` +
    `<body style="margin:0;padding:0;background:${EMAIL_BRAND.tint}">${preheader}` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${EMAIL_BRAND.tint}"><tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;${FONT}">` +
    `<tr><td style="background:${EMAIL_BRAND.primary};border-radius:8px 8px 0 0;padding:16px 24px;${FONT};font-size:22px;font-weight:800;color:#ffffff">${EMAIL_BRAND.name}</td></tr>` +
    `<tr><td style="padding:24px">${body}</td></tr>` +
    `<tr><td style="padding:16px 24px;border-top:1px solid ${EMAIL_BRAND.tint}">${footerHtml(content.settingsHref)}</td></tr>` +
    `</table></td></tr></table></body></html>`;

  const text = [
    content.greeting,
    ...content.paragraphs.map(paragraphText),
    ...(content.button ? [`${content.button.label}: ${content.button.href}`] : []),
    ...(content.after ?? []),
    `The ${EMAIL_BRAND.name} team`,
    '--',
    `You received this e-mail because you have a ${EMAIL_BRAND.name} account.` +
      (content.settingsHref ? ` Choose which e-mails you get: ${content.settingsHref}` : ''),
  ].join('\n\n');
  return { html, text };
}
